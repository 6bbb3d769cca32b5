import { sql, type Kysely, type Migration } from 'kysely';

import type { DialectName } from '../create-database';
import { sendJobsFromMigration } from './send-jobs-from-migration';

// PDF rendering moves onto the job engine (issue 57 point 2): pdf_jobs stays the member-visible state of a report's
// PDF, and the render-pdf job does the work. Rows waiting (queued) or being rendered (processing: its worker is gone
// with the old code) become render-pdf jobs, with the tries they had made counted, and processing rows go back to
// queued (the job takes a queued row straight to complete or failed). The poller's claim columns go. The status check
// still allows 'processing': the API contract lists it, and SQLite cannot change a check without rebuilding the table.
// The queue's settings are frozen here as render-pdf had them (jobs/definitions/render-pdf.ts).

export function pdfJobsOnJobEngineMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const { rows } = await sql<{ id: number; attempts: number }>`
        select id, attempts from pdf_jobs where status in ('queued', 'processing') order by id`.execute(db);
      await sql`update pdf_jobs set status = 'queued' where status = 'processing'`.execute(db);
      const now = Date.now();
      await sendJobsFromMigration(
        db,
        dialect,
        {
          name: 'render-pdf',
          retryLimit: 2,
          retryDelayMs: 5_000,
          retryBackoff: true,
          expireMs: 2 * 60 * 1000,
          deadLetter: 'render-pdf-failed',
        },
        rows.map((row) => ({
          payload: { pdfJobId: Number(row.id) },
          runAfter: now,
          attempts: Number(row.attempts),
        })),
      );
      // no index names these columns (pdf_jobs_status_ix is on status, id), so SQLite drops them in place
      for (const column of ['claim_token', 'claimed_at', 'attempts']) {
        await db.schema.alterTable('pdf_jobs').dropColumn(column).execute();
      }
    },
  };
}
