import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { invalid, notFound, paymentRequired } from '../domain/errors';
import { createAccountsRepository, parseAccountData } from '../repositories/accounts-repository';
import { createMembershipsRepository } from '../repositories/memberships-repository';
import {
  createProtectionMembersRepository,
  type ProtectionMemberRow,
} from '../repositories/protection-members-repository';
import { createRecordsRepository } from '../repositories/records-repository';
import { RECORD_NOT_FOUND } from './records-service';

export const GUARDIAN_REQUIRED = 'Guardian is required';
export const GUARDIAN_ITEM = 'guardian';
export const ONLY_CONFIRMED_REPORT = 'Only the report you confirmed as your own can be your protection member';

// Guardian's personal data protection members (spec §3, §4): who may be protected and from which record. A member
// without Guardian has no members to list and may not add one (the item that unlocks it is named); the self member
// comes only from the person record the member confirmed as their own (`data.customers_report`).
export function createProtectionMembersService(options: { db: Kysely<Database>; clock: () => number }) {
  const { db, clock } = options;
  const members = createProtectionMembersRepository(db);
  const records = createRecordsRepository(db);
  const accounts = createAccountsRepository(db);
  const memberships = createMembershipsRepository(db);

  return {
    list: (accountId: number): Promise<ProtectionMemberRow[]> => members.list(accountId),

    /** Adds the self member (setup required) or points the existing one at the confirmed record. */
    async enrollSelf(accountId: number, recordId: number): Promise<ProtectionMemberRow> {
      const record = await records.find(accountId, recordId);
      if (!record) throw notFound(RECORD_NOT_FOUND);
      if ((await memberships.balances(accountId)).guardian !== null) {
        throw paymentRequired(GUARDIAN_REQUIRED, GUARDIAN_ITEM);
      }
      const account = await accounts.findById(accountId);
      const confirmed = parseAccountData(account?.data ?? '{}').customers_report as { record_id?: unknown } | undefined;
      if (record.type !== 'person' || record.pointer === null || Number(confirmed?.record_id) !== record.id) {
        throw invalid(ONLY_CONFIRMED_REPORT);
      }
      const name = JSON.parse(record.data) as { name?: { first?: string; last?: string } };
      return members.upsertSelf(
        accountId,
        {
          recordId: record.id,
          firstName: name.name?.first ?? '',
          lastName: name.name?.last ?? '',
          pointer: record.pointer,
        },
        clock(),
      );
    },
  };
}

export type ProtectionMembersService = ReturnType<typeof createProtectionMembersService>;
