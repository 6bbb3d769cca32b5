import type { Kysely, Transaction } from 'kysely';

import { profileMessages, type ChangePasswordInput, type UpdateProfileInput } from '@beacon/validation';

import type { PasswordHashConfig } from '../config';
import type { Account, Database } from '../db/schema';
import { conflict, notFound } from '../domain/errors';
import type { PwnedPasswords } from '../domain/identity/pwned-passwords';
import { createAccountsRepository } from '../repositories/accounts-repository';
import type { ContentRepository } from '../repositories/content-repository';
import type { OutgoingEmail } from '../repositories/email-outbox-repository';
import type { LoginThrottleRepository } from '../repositories/login-throttle-repository';
import { createSessionsRepository } from '../repositories/sessions-repository';
import { ACCOUNT_NOT_FOUND } from './account-service';
import { createAccountSecurityMail } from './account-security-mail';
import { createCurrentPasswordCheck } from './current-password-check';
import type { EmailOutbox } from './email-outbox';
import { createNewPasswordPolicy } from './new-password-policy';
import { hashPassword } from './passwords';

// Personal settings (issue 16 point 1) as a stolen access token must not be able to use them (issue 55 point 4):
// a new e-mail address or password needs the current password, whose wrong guesses are counted per account; a new
// password must be neither common nor breached; and the member is e-mailed about every change, an e-mail change at
// the old address and the new one, in the transaction of the change.

export function createPersonalSettingsService(options: {
  db: Kysely<Database>;
  clock: () => number;
  passwordHash: PasswordHashConfig;
  throttle: LoginThrottleRepository;
  pwnedPasswords: PwnedPasswords;
  content: ContentRepository;
  /** the site's public origin, for the links in the notices */
  siteUrl: string;
  outbox: EmailOutbox;
}) {
  const { db, clock, passwordHash, outbox } = options;
  const accounts = createAccountsRepository(db);
  const currentPassword = createCurrentPasswordCheck({ throttle: options.throttle, clock });
  const newPasswords = createNewPasswordPolicy({ pwnedPasswords: options.pwnedPasswords });
  const mail = createAccountSecurityMail({ siteUrl: options.siteUrl, content: options.content });

  async function queue(trx: Transaction<Database>, mails: OutgoingEmail[], now: number): Promise<void> {
    for (const notice of mails) await outbox.enqueue(trx, notice, now);
  }

  async function account(accountId: number): Promise<Account> {
    const found = await accounts.findById(accountId);
    if (!found) throw notFound(ACCOUNT_NOT_FOUND);
    return found;
  }

  return {
    /** Name, date of birth and e-mail address; a new address is confirmed with the current password and must be free. */
    async updateProfile(accountId: number, input: UpdateProfileInput): Promise<void> {
      const current = await account(accountId);
      const email = input.email.trim().toLowerCase();
      const emailChanged = email !== current.email;
      if (emailChanged) {
        await currentPassword.confirm(current, input.currentPassword, profileMessages.currentPasswordForEmail);
        const owner = await accounts.findByEmail(email);
        if (owner && owner.id !== accountId) throw conflict(profileMessages.emailTaken);
      }
      const now = clock();
      const notices = emailChanged ? await mail.emailChanged(current, email, now) : [];
      await db.transaction().execute(async (trx) => {
        await createAccountsRepository(trx).updateProfile(
          accountId,
          {
            firstName: input.firstName.trim(),
            lastName: input.lastName.trim(),
            email,
            ...(input.birthDate === undefined ? {} : { birthDate: input.birthDate || null }),
          },
          now,
        );
        await queue(trx, notices, now);
      });
    },

    /** A new password: the current one is checked, the new one vetted, and every other sign-in of the member ends. */
    async changePassword(accountId: number, sessionId: string, input: ChangePasswordInput): Promise<void> {
      const current = await account(accountId);
      await currentPassword.confirm(current, input.currentPassword, profileMessages.currentPasswordRequired);
      await newPasswords.check(input.newPassword);
      // hashed before the transaction: scrypt takes a while, and SQLite's write lock would be held all along
      const newHash = await hashPassword(input.newPassword, passwordHash);
      const now = clock();
      const notices = await mail.passwordChanged(current, now);
      await db.transaction().execute(async (trx) => {
        await createAccountsRepository(trx).updatePasswordHash(accountId, newHash, now);
        await createSessionsRepository(trx).revokeOthers(accountId, sessionId, 'password_changed', now);
        await queue(trx, notices, now);
      });
    },
  };
}

export type PersonalSettingsService = ReturnType<typeof createPersonalSettingsService>;
