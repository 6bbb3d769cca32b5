import type { Kysely, Selectable, Transaction } from 'kysely';

import type { ScanKind } from '@beacon/validation';

import type { Database, GuardianScansTable } from '../db/schema';

// Guardian scans (migration 0070) are their own durable job queue, worked by the job runner like the PDF jobs: a
// scan is claimed with a compare-and-swap update; a claim older than the lease is a crashed worker's and may be
// taken over (the first worker can then neither record progress nor finish it: the claim token changed); a failed
// attempt goes back to the queue with a later `run_at` (backoff). One scan at a time per member (a partial unique
// index), so "scan now" and a re-scan falling due meanwhile meet the same scan.

export type GuardianScanRow = Selectable<GuardianScansTable>;

export function createGuardianScansRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    async latest(memberId: number): Promise<GuardianScanRow | undefined> {
      return db
        .selectFrom('guardian_scans')
        .selectAll()
        .where('member_id', '=', memberId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async latestOf(memberIds: number[]): Promise<GuardianScanRow[]> {
      if (!memberIds.length) return [];
      return db
        .selectFrom('guardian_scans')
        .selectAll()
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('guardian_scans')
            .select((inner) => inner.fn.max('id').as('id'))
            .where('member_id', 'in', memberIds)
            .groupBy('member_id'),
        )
        .execute();
    },

    async active(memberId: number): Promise<GuardianScanRow | undefined> {
      return db
        .selectFrom('guardian_scans')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('status', 'in', ['queued', 'running'])
        .executeTakeFirst();
    },

    /** Queues a scan unless one is queued or running (then that one); the scan's number follows the member's last. */
    async enqueue(memberId: number, kind: ScanKind, now: number): Promise<GuardianScanRow> {
      const existing = await this.active(memberId);
      if (existing) return existing;
      const last = await this.latest(memberId);
      const inserted = await db
        .insertInto('guardian_scans')
        .values({
          member_id: memberId,
          kind,
          status: 'queued',
          scan_number: (last ? Number(last.scan_number) : 0) + 1,
          run_at: now,
          requested_at: now,
        })
        .onConflict((conflict) => conflict.doNothing())
        .returningAll()
        .executeTakeFirst();
      return inserted ?? (await this.active(memberId)) ?? Promise.reject(new Error('scan vanished while queued'));
    },

    async candidates(now: number, leaseMs: number, limit: number): Promise<GuardianScanRow[]> {
      return db
        .selectFrom('guardian_scans')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)]),
            eb.and([eb('status', '=', 'running'), eb('claimed_at', '<', now - leaseMs)]),
          ]),
        )
        .orderBy('run_at')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    async claim(scan: GuardianScanRow, token: string, now: number): Promise<boolean> {
      let update = db
        .updateTable('guardian_scans')
        .set({
          status: 'running',
          claim_token: token,
          claimed_at: now,
          attempts: Number(scan.attempts) + 1,
          started_at: scan.started_at ?? now,
        })
        .where('id', '=', scan.id)
        .where('status', '=', scan.status)
        .where('attempts', '=', scan.attempts);
      update =
        scan.claim_token === null
          ? update.where('claim_token', 'is', null)
          : update.where('claim_token', '=', scan.claim_token);
      return Number((await update.executeTakeFirst()).numUpdatedRows) === 1;
    },

    /** Records progress (and renews the claim); false when the claim was lost. */
    async progress(id: number, token: string, values: { brokersTotal: number; brokersDone: number; found: number }, now: number) {
      const result = await db
        .updateTable('guardian_scans')
        .set({
          brokers_total: values.brokersTotal,
          brokers_done: values.brokersDone,
          found: values.found,
          claimed_at: now,
        })
        .where('id', '=', id)
        .where('claim_token', '=', token)
        .where('status', '=', 'running')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Finishes a claimed scan; false when the claim was lost (then nothing of the finish may be kept). */
    async complete(id: number, token: string, found: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('guardian_scans')
        .set({ status: 'complete', found, finished_at: now, claim_token: null, error: null })
        .where('id', '=', id)
        .where('claim_token', '=', token)
        .where('status', '=', 'running')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Ends a failed attempt: back in the queue at `retryAt`, or failed for good. */
    async release(id: number, token: string, outcome: { retryAt: number } | 'failed', error: string, now: number) {
      const result = await db
        .updateTable('guardian_scans')
        .set(
          outcome === 'failed'
            ? { status: 'failed', error: error.slice(0, 500), claim_token: null, finished_at: now }
            : { status: 'queued', error: error.slice(0, 500), claim_token: null, claimed_at: null, run_at: outcome.retryAt },
        )
        .where('id', '=', id)
        .where('claim_token', '=', token)
        .where('status', '=', 'running')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type GuardianScansRepository = ReturnType<typeof createGuardianScansRepository>;
