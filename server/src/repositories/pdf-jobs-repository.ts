import type { Kysely, Selectable, Transaction } from 'kysely';

import type { Database, PdfJobsTable } from '../db/schema';

// PDF jobs (migration 0030): one row per record, the member-visible state of its PDF (queued, complete, failed). The
// rendering itself is a job of the engine (jobs/definitions/render-pdf.ts, since issue 57), sent in the transaction
// that queues the row; its writes here are guarded by the state they expect, so a try taken over after a crash, or
// one that raced a re-queue, changes nothing twice.

export type PdfJobRow = Selectable<PdfJobsTable>;
/** A job without its file (what status reads need). */
export type PdfJobView = Omit<PdfJobRow, 'pdf'>;

/**
 * What the server stores. The API contract's 'processing' (shared/validation) is no longer written: the render job
 * takes a queued row straight to complete or failed, and the UI shows both waiting statuses alike.
 */
export type PdfJobStatus = 'queued' | 'complete' | 'failed';

const VIEW_COLUMNS = [
  'id',
  'account_id',
  'record_id',
  'report_version',
  'status',
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

    /** A job by its id (the render job's payload). */
    async byId(id: number): Promise<PdfJobView | undefined> {
      return db.selectFrom('pdf_jobs').select(VIEW_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    /** The member's jobs waiting in the queue or being rendered, but for the one of `exceptRecordId`. */
    async countActive(accountId: number, exceptRecordId: number): Promise<number> {
      const row = await db
        .selectFrom('pdf_jobs')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('account_id', '=', accountId)
        .where('status', '=', 'queued')
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

    /** Queues a job for the record unless it has one; its id, or undefined. */
    async insert(accountId: number, recordId: number, version: string, now: number): Promise<number | undefined> {
      const row = await db
        .insertInto('pdf_jobs')
        .values({
          account_id: accountId,
          record_id: recordId,
          report_version: version,
          status: 'queued',
          requested_at: now,
        })
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    /**
     * Puts the job back in the queue for `version`, if it is still as `expected` was read. The new version and request
     * time mean a try still rendering the old request cannot store its file.
     */
    async requeue(expected: PdfJobView, version: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('pdf_jobs')
        .set({
          report_version: version,
          status: 'queued',
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

    /**
     * Stores the file of the request `expected` was read as (still queued, same version and request time); false when
     * the row changed meanwhile (finished by an earlier try, re-queued for another version, deleted).
     */
    async complete(expected: PdfJobView, pdf: Buffer, now: number): Promise<boolean> {
      const result = await db
        .updateTable('pdf_jobs')
        .set({ status: 'complete', pdf, error: null, finished_at: now })
        .where('id', '=', expected.id)
        .where('status', '=', 'queued')
        .where('report_version', '=', expected.report_version)
        .where('requested_at', '=', expected.requested_at)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Fails the queued job for good; false when it is no longer queued (finished, or gone). */
    async fail(id: number, error: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('pdf_jobs')
        .set({ status: 'failed', error: error.slice(0, 500), finished_at: now })
        .where('id', '=', id)
        .where('status', '=', 'queued')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type PdfJobsRepository = ReturnType<typeof createPdfJobsRepository>;
