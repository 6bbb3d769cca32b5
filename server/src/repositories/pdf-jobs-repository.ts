import type { Kysely, Selectable, Transaction } from 'kysely';

import type { Database, PdfJobsTable } from '../db/schema';

// PDF jobs (migration 0030): one row per record, worked by the job worker of whichever server instance claims it
// first. Claims are compare-and-swap updates (status and claim token in the WHERE clause), portable to SQLite and
// PostgreSQL: of two instances racing for a job, exactly one update matches. A claim older than the lease is taken
// to be a crashed worker's and may be claimed again.

export type PdfJobRow = Selectable<PdfJobsTable>;
/** A job without its file (what status reads need). */
export type PdfJobView = Omit<PdfJobRow, 'pdf'>;

export type PdfJobStatus = 'queued' | 'processing' | 'complete' | 'failed';

const VIEW_COLUMNS = [
  'id',
  'account_id',
  'record_id',
  'report_version',
  'status',
  'claim_token',
  'claimed_at',
  'attempts',
  'error',
  'requested_at',
  'finished_at',
] as const;

export function createPdfJobsRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    /** The member's job for the record. */
    async find(accountId: number, recordId: number): Promise<PdfJobView | undefined> {
      return db
        .selectFrom('pdf_jobs')
        .select(VIEW_COLUMNS)
        .where('account_id', '=', accountId)
        .where('record_id', '=', recordId)
        .executeTakeFirst();
    },

    /** The member's jobs waiting in the queue or being rendered, but for the one of `exceptRecordId`. */
    async countActive(accountId: number, exceptRecordId: number): Promise<number> {
      const row = await db
        .selectFrom('pdf_jobs')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('account_id', '=', accountId)
        .where('status', 'in', ['queued', 'processing'])
        .where('record_id', '!=', exceptRecordId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** The member's finished file for the record. */
    async file(accountId: number, recordId: number): Promise<Buffer | undefined> {
      const row = await db
        .selectFrom('pdf_jobs')
        .select('pdf')
        .where('account_id', '=', accountId)
        .where('record_id', '=', recordId)
        .where('status', '=', 'complete')
        .executeTakeFirst();
      return row?.pdf ? Buffer.from(row.pdf) : undefined;
    },

    /** Queues a job for the record unless it has one (then false). */
    async insert(accountId: number, recordId: number, version: string, now: number): Promise<boolean> {
      const result = await db
        .insertInto('pdf_jobs')
        .values({
          account_id: accountId,
          record_id: recordId,
          report_version: version,
          status: 'queued',
          requested_at: now,
        })
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /**
     * Puts the job back in the queue for `version`, if it is still as `expected` was read. Clearing the claim token
     * means a worker still rendering the old version cannot store its file.
     */
    async requeue(expected: PdfJobView, version: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('pdf_jobs')
        .set({
          report_version: version,
          status: 'queued',
          claim_token: null,
          claimed_at: null,
          attempts: 0,
          error: null,
          pdf: null,
          requested_at: now,
          finished_at: null,
        })
        .where('id', '=', expected.id)
        .where('status', '=', expected.status)
        .where('report_version', '=', expected.report_version)
        .where('requested_at', '=', expected.requested_at)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Jobs a worker may claim: queued ones, and processing ones whose claim is older than the lease. */
    async candidates(now: number, leaseMs: number, limit: number): Promise<PdfJobView[]> {
      return db
        .selectFrom('pdf_jobs')
        .select(VIEW_COLUMNS)
        .where((eb) =>
          eb.or([
            eb('status', '=', 'queued'),
            eb.and([eb('status', '=', 'processing'), eb('claimed_at', '<', now - leaseMs)]),
          ]),
        )
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Claims the job as read; false when another worker changed it first. */
    async claim(job: PdfJobView, token: string, now: number): Promise<boolean> {
      let update = db
        .updateTable('pdf_jobs')
        .set({ status: 'processing', claim_token: token, claimed_at: now, attempts: job.attempts + 1 })
        .where('id', '=', job.id)
        .where('status', '=', job.status)
        .where('attempts', '=', job.attempts);
      update =
        job.claim_token === null
          ? update.where('claim_token', 'is', null)
          : update.where('claim_token', '=', job.claim_token);
      const result = await update.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Stores the file of a claimed job; false when the claim was lost (re-queued or re-claimed meanwhile). */
    async complete(id: number, token: string, pdf: Buffer, now: number): Promise<boolean> {
      const result = await db
        .updateTable('pdf_jobs')
        .set({ status: 'complete', pdf, error: null, finished_at: now, claim_token: null })
        .where('id', '=', id)
        .where('claim_token', '=', token)
        .where('status', '=', 'processing')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Ends a claimed job: failed for good, or back in the queue for another attempt. */
    async release(id: number, token: string, status: 'queued' | 'failed', error: string, now: number) {
      const result = await db
        .updateTable('pdf_jobs')
        .set({
          status,
          error: error.slice(0, 500),
          claim_token: null,
          claimed_at: null,
          finished_at: status === 'failed' ? now : null,
        })
        .where('id', '=', id)
        .where('claim_token', '=', token)
        .where('status', '=', 'processing')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type PdfJobsRepository = ReturnType<typeof createPdfJobsRepository>;
