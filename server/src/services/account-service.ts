import {
  accountDataResponseSchema,
  checkPayload,
  PATCHABLE_DATA_KEYS,
  profileMessages,
  type ChangePasswordInput,
  type PatchMeInput,
  type UpdateProfileInput,
} from '@beacon/validation';

import type { PasswordHashConfig } from '../config';
import type { Account } from '../db/schema';
import { conflict, invalid, notFound } from '../domain/errors';
import { parseAccountData, type AccountsRepository } from '../repositories/accounts-repository';
import type { Balances, MembershipsRepository } from '../repositories/memberships-repository';
import type { SessionsRepository } from '../repositories/sessions-repository';
import { hashPassword, verifyPassword } from './passwords';

export const ACCOUNT_NOT_FOUND = 'Account not found';
export const ACCOUNT_CHANGED_WHILE_SAVING = 'The account changed while saving; please try again';

const MAX_PATCH_ATTEMPTS = 5;

/** The member-editable keys of `data` merged in: objects key by key, null clears a key (spec §7 PATCH /me). */
function mergeData(current: Record<string, unknown>, patch: PatchMeInput['data']): Record<string, unknown> {
  const next = { ...current };
  for (const key of PATCHABLE_DATA_KEYS) {
    if (!(key in patch)) continue;
    const value = patch[key];
    if (value === undefined) continue;
    if (value === null) {
      delete next[key];
    } else if (typeof value === 'object') {
      const previous = next[key];
      next[key] = { ...(typeof previous === 'object' && previous !== null ? previous : {}), ...value };
    } else {
      next[key] = value;
    }
  }
  return next;
}

// The signed-in member's account: profile, balances and `data`. `data` is compare-and-swapped, so a concurrent
// change (another tab, a claim) is never lost: the patch is merged into what is stored now, a few times at most.
export function createAccountService(options: {
  accounts: AccountsRepository;
  memberships: MembershipsRepository;
  clock: () => number;
  /** needed for the profile and password changes */
  sessions?: SessionsRepository;
  passwordHash?: PasswordHashConfig;
}) {
  const { accounts, memberships, clock } = options;

  async function checkPassword(account: Account, password: string | undefined, missing: string): Promise<void> {
    if (!password) throw invalid(missing);
    if (!account.password_hash || !(await verifyPassword(password, account.password_hash))) {
      throw invalid(profileMessages.currentPasswordWrong);
    }
  }

  async function read(accountId: number): Promise<{ account: Account; balances: Balances }> {
    const account = await accounts.findById(accountId);
    if (!account) throw notFound(ACCOUNT_NOT_FOUND);
    return { account, balances: await memberships.balances(accountId, clock()) };
  }

  return {
    read,

    /** Name and e-mail address; a new address is confirmed with the current password and must be free. */
    async updateProfile(
      accountId: number,
      input: UpdateProfileInput,
    ): Promise<{ account: Account; balances: Balances }> {
      const { account } = await read(accountId);
      const email = input.email.trim().toLowerCase();
      if (email !== account.email) {
        await checkPassword(account, input.currentPassword, profileMessages.currentPasswordForEmail);
        const owner = await accounts.findByEmail(email);
        if (owner && owner.id !== accountId) throw conflict(profileMessages.emailTaken);
      }
      await accounts.updateProfile(
        accountId,
        { firstName: input.firstName.trim(), lastName: input.lastName.trim(), email },
        clock(),
      );
      return read(accountId);
    },

    /** A new password: the current one is checked, and every other sign-in of the member ends. */
    async changePassword(accountId: number, sessionId: string, input: ChangePasswordInput): Promise<void> {
      const { sessions, passwordHash } = options;
      if (!sessions || !passwordHash) throw new Error('the account service was built without sessions');
      const { account } = await read(accountId);
      await checkPassword(account, input.currentPassword, profileMessages.currentPasswordRequired);
      const now = clock();
      await accounts.updatePasswordHash(accountId, await hashPassword(input.newPassword, passwordHash), now);
      await sessions.revokeOthers(accountId, sessionId, 'password_changed', now);
    },

    async patchData(accountId: number, patch: PatchMeInput['data']): Promise<{ account: Account; balances: Balances }> {
      for (let attempt = 0; attempt < MAX_PATCH_ATTEMPTS; attempt += 1) {
        const account = await accounts.findById(accountId);
        if (!account) throw notFound(ACCOUNT_NOT_FOUND);
        const next = mergeData(parseAccountData(account.data), patch);
        // a key merged into one that did not exist must still be whole (`{ possible_customers_report: {} }` alone
        // is not a report): the stored document always reads back on the contract
        const whole = checkPayload(accountDataResponseSchema, next);
        if (!whole.ok) throw invalid(`data.${whole.message}`);
        if (await accounts.replaceData(accountId, account.data, next, clock())) return read(accountId);
      }
      throw conflict(ACCOUNT_CHANGED_WHILE_SAVING);
    },
  };
}
