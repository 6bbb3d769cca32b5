import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { conflict, isDomainError, notFound } from '../domain/errors';
import {
  clearCrossSellIntent,
  isProbablyOwnRecord,
  noteCrossSellIntent,
  notePossibleOwnReport,
  type AccountData,
} from '../domain/notices/header-notice-producers';
import { createAccountsRepository, parseAccountData } from '../repositories/accounts-repository';
import { createEntitlementLedgerRepository, isoDay } from '../repositories/entitlement-ledger-repository';
import type { PublicRecordsRepository } from '../repositories/public-records-repository';
import { createRecordsRepository, type RecordRow } from '../repositories/records-repository';
import { PERSON_REPORT_ITEM, PREMIUM_REPORT_ITEM } from './entitlements';

export const PERSON_NOT_FOUND = 'Person not found';
const ACCOUNT_CHANGED = 'The account changed while saving; please try again';
const MAX_ATTEMPTS = 5;

// What produces the cross-sell and Guardian-retarget header notices (spec §4; the rules are in
// domain/notices/header-notice-producers.ts). Both are written by the server from what it knows: the possible own
// report when a report is opened, the cross-sell intent from the member's "looked at this person and left" signal,
// checked against the public records and the member's own records and balances.
export function createHeaderNoticesService(options: {
  db: Kysely<Database>;
  publicRecords: PublicRecordsRepository;
  clock: () => number;
}) {
  const { db, publicRecords, clock } = options;
  const accounts = createAccountsRepository(db);
  const records = createRecordsRepository(db);
  const ledger = createEntitlementLedgerRepository(db);

  /** Applies a change to the account's `data`, compare-and-swapped so a concurrent change is never lost. */
  async function change(
    accountId: number,
    apply: (
      data: AccountData,
      account: { first_name: string; last_name: string; birth_date: string | null },
    ) => AccountData | null,
  ): Promise<void> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const account = await accounts.findById(accountId);
      if (!account) throw notFound('Account not found');
      const next = apply(parseAccountData(account.data), account);
      if (!next) return;
      if (await accounts.replaceData(accountId, account.data, next, clock())) return;
    }
    throw conflict(ACCOUNT_CHANGED);
  }

  return {
    /**
     * A member opened the report of their record: a person report whose name and birth year are the member's own
     * becomes their possible own report, and a cross-sell intent for that person is done with.
     */
    async reportOpened(accountId: number, record: RecordRow): Promise<void> {
      if (record.type !== 'person' || record.pointer === null) return;
      const pointer = record.pointer;
      const recordData = parseAccountData(record.data);
      // the report is the member's answer: a notice that could not be noted now is noted at the next opening
      await change(accountId, (data, account) => {
        const cleared = clearCrossSellIntent(data, pointer);
        const base = cleared ?? data;
        const own = isProbablyOwnRecord(
          { firstName: account.first_name, lastName: account.last_name, birthDate: account.birth_date },
          recordData,
        )
          ? notePossibleOwnReport(base, { recordId: record.id, reportId: record.report_id ?? String(record.id) })
          : null;
        return own ?? cleared;
      }).catch((error: unknown) => {
        if (!isDomainError(error, 'conflict')) throw error;
      });
    },

    /**
     * The member looked at a person (a search result's pointer) and left without opening their report. Noted only
     * for a member the offer is for (person reports held, premium reports not) who has no record of that person;
     * then an unknown pointer, or someone who opted out, is a 404. False when nothing was noted.
     */
    async crossSellIntent(accountId: number, pointer: string): Promise<boolean> {
      // the balances first: a member the offer is not for (a lapsed one among them) learns nothing of the pointer
      const balances = await ledger.balances(accountId, isoDay(clock()));
      if (balances[PERSON_REPORT_ITEM] !== null || balances[PREMIUM_REPORT_ITEM] === null) return false;
      const { pointers } = await publicRecords.dataset(clock());
      const id = pointers.decode('person', pointer);
      const person = id === undefined ? undefined : await publicRecords.person(id);
      if (!person) throw notFound(PERSON_NOT_FOUND);
      if (await records.findByKey(accountId, { type: 'person', pointer })) return false;
      let noted = false;
      await change(accountId, (data) => {
        const next = noteCrossSellIntent(data, { pointer, firstName: person.first_name, nowMs: clock() });
        noted = next !== null;
        return next;
      });
      return noted;
    },
  };
}

export type HeaderNoticesService = ReturnType<typeof createHeaderNoticesService>;
