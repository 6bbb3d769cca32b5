import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../db/schema';
import { paymentRequired } from '../domain/errors';
import { createAccountsRepository } from '../repositories/accounts-repository';
import { createEntitlementLedgerRepository, isoDay } from '../repositories/entitlement-ledger-repository';
import type { RecordRow } from '../repositories/records-repository';

// What a member may spend and what spending costs (issue 54, the entitlement ledger's rules):
// - a member who holds person reports (a membership) opens any report; one who bought person reports spends one the
//   first time a subject's full report is opened (or its PDF made), and never again for that subject, even from
//   another record of it;
// - a premium upgrade is free with premium held, otherwise it spends a bought premium report on the subject;
// - a spend is written while the member's row is held, after checking the balance in the same transaction, so two
//   requests at once cannot spend the last report twice, and no balance goes below 0.

export const PERSON_REPORT_ITEM = 'person_report';
export const PREMIUM_REPORT_ITEM = 'premium_person_report';
export const PERSON_REPORT_REQUIRED =
  "A person report is required to open this full report. Buy a person report or a membership, and you'll return here.";
export const PREMIUM_REQUIRED =
  'A premium person report is required to see criminal records, finances and assets in this report.';

/** How a member may read a record's full report. */
export type ReportAccess =
  /** a membership holds person reports */
  | 'held'
  /** a bought person report was spent on this subject before */
  | 'paid'
  /** not paid yet, but a bought person report is left to spend on it */
  | 'spendable'
  /** nothing left: a 402 */
  | 'none';

/** What a report is about, the same whichever record of the member shows it: `<type>:<pointer or value>`. */
export function subjectOf(record: Pick<RecordRow, 'id' | 'type' | 'pointer' | 'value'>): string {
  return `${record.type}:${record.pointer ?? record.value ?? `record-${record.id}`}`;
}

const consumeKey = (item: string, subject: string) => `consume:${item}:${subject}`;

export function createEntitlements(options: { db: Kysely<Database>; clock: () => number }) {
  const { db, clock } = options;

  async function reportAccess(
    accountId: number,
    record: RecordRow,
    on: Kysely<Database> | Transaction<Database> = db,
  ): Promise<ReportAccess> {
    const ledger = createEntitlementLedgerRepository(on);
    const balances = await ledger.balances(accountId, isoDay(clock()));
    const balance = balances[PERSON_REPORT_ITEM];
    if (balance === null) return 'held';
    if (await ledger.consumption(accountId, PERSON_REPORT_ITEM, subjectOf(record))) return 'paid';
    return balance > 0 ? 'spendable' : 'none';
  }

  return {
    reportAccess,

    /** Resolves when the member may read the record's report (spending nothing); otherwise the 402. */
    async requireReportAccess(accountId: number, record: RecordRow): Promise<ReportAccess> {
      const access = await reportAccess(accountId, record);
      if (access === 'none') throw paymentRequired(PERSON_REPORT_REQUIRED, PERSON_REPORT_ITEM, 'report');
      return access;
    },

    /**
     * Spends a bought person report on the record's subject, unless one was spent on it already or person reports
     * are held. Call it after the read it pays for succeeded and before answering with it: a read that fails spends
     * nothing, and a member who lost the last report to a concurrent request gets the 402 instead of the report.
     */
    async spendOnReport(accountId: number, record: RecordRow): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await createAccountsRepository(trx).lock(accountId);
        const access = await reportAccess(accountId, record, trx);
        if (access === 'held' || access === 'paid') return;
        if (access === 'none') throw paymentRequired(PERSON_REPORT_REQUIRED, PERSON_REPORT_ITEM, 'report');
        const subject = subjectOf(record);
        await createEntitlementLedgerRepository(trx).append({
          accountId,
          item: PERSON_REPORT_ITEM,
          entry: 'consume',
          quantity: -1,
          subject,
          recordId: record.id,
          dedupeKey: consumeKey(PERSON_REPORT_ITEM, subject),
          now: clock(),
        });
      });
    },

    /**
     * Pays for a premium upgrade inside the caller's transaction (which must hold the member's row): free with
     * premium held or when a premium report was spent on the subject before, else spends one; none left: the 402.
     */
    async spendOnPremium(trx: Transaction<Database>, accountId: number, record: RecordRow): Promise<void> {
      const ledger = createEntitlementLedgerRepository(trx);
      const balance = (await ledger.balances(accountId, isoDay(clock())))[PREMIUM_REPORT_ITEM];
      if (balance === null) return;
      const subject = subjectOf(record);
      if (await ledger.consumption(accountId, PREMIUM_REPORT_ITEM, subject)) return;
      if (balance < 1) throw paymentRequired(PREMIUM_REQUIRED, PREMIUM_REPORT_ITEM, 'premium-sections');
      await ledger.append({
        accountId,
        item: PREMIUM_REPORT_ITEM,
        entry: 'consume',
        quantity: -1,
        subject,
        recordId: record.id,
        dedupeKey: consumeKey(PREMIUM_REPORT_ITEM, subject),
        now: clock(),
      });
    },
  };
}

export type Entitlements = ReturnType<typeof createEntitlements>;
