import type { Account } from '../db/schema';
import {
  emailChangedToNewEmail,
  emailChangedToPreviousEmail,
  passwordChangedEmail,
  type SupportContact,
} from '../mail/account-security-emails';
import type { ContentRepository } from '../repositories/content-repository';
import type { OutgoingEmail } from '../repositories/email-outbox-repository';

// The notices of a password or e-mail change (issue 55 point 4), with Member Care's phone, hours and e-mail read from
// the meta values the header and the Contact Us page show (support.*), so the mail and the site give one number.
// Composed before the change's transaction (the meta values are read outside it) and queued in it by the caller, so a
// change never goes untold and a rolled-back one tells nothing.

function text(values: unknown, key: string): string | null {
  if (typeof values !== 'object' || values === null) return null;
  const value = (values as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

export function createAccountSecurityMail(options: { siteUrl: string; content: ContentRepository }) {
  const { siteUrl, content } = options;

  async function supportContact(): Promise<SupportContact> {
    const support = await content.metaValue('support');
    return {
      phone: text(support, 'phone_display') ?? text(support, 'phone'),
      hours: text(support, 'hours'),
      email: text(support, 'email'),
    };
  }

  return {
    /** To the account's address. */
    async passwordChanged(account: Account, changedAt: number): Promise<OutgoingEmail[]> {
      const support = await supportContact();
      return [passwordChangedEmail({ to: account.email, firstName: account.first_name, changedAt, support, siteUrl })];
    },

    /** To the address the account had, and to the new one. */
    async emailChanged(account: Account, newEmail: string, changedAt: number): Promise<OutgoingEmail[]> {
      const input = {
        previousEmail: account.email,
        newEmail,
        firstName: account.first_name,
        changedAt,
        support: await supportContact(),
        siteUrl,
      };
      return [emailChangedToPreviousEmail(input), emailChangedToNewEmail(input)];
    },
  };
}

export type AccountSecurityMail = ReturnType<typeof createAccountSecurityMail>;
