import { accountDataResponseSchema, checkPayload, PATCHABLE_DATA_KEYS, type PatchMeInput } from '@beacon/validation';

import type { Account } from '../db/schema';
import { conflict, invalid, notFound } from '../domain/errors';
import { parseAccountData, type AccountsRepository } from '../repositories/accounts-repository';
import type { Balances, MembershipsRepository } from '../repositories/memberships-repository';

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

// The signed-in member's account: profile, balances and `data` (the name, e-mail address and password change through
// personal-settings-service.ts). `data` is compare-and-swapped, so a concurrent change (another tab, a claim) is never
// lost: the patch is merged into what is stored now, a few times at most.
export function createAccountService(options: {
  accounts: AccountsRepository;
  memberships: MembershipsRepository;
  clock: () => number;
}) {
  const { accounts, memberships, clock } = options;

  async function read(accountId: number): Promise<{ account: Account; balances: Balances }> {
    const account = await accounts.findById(accountId);
    if (!account) throw notFound(ACCOUNT_NOT_FOUND);
    return { account, balances: await memberships.balances(accountId, clock()) };
  }

  return {
    read,

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
