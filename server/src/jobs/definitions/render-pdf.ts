import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';
import { gone, isDomainError } from '../../domain/errors';
import { createLiveEventsRepository } from '../../repositories/live-events-repository';
import { createPdfJobsRepository, type PdfJobView } from '../../repositories/pdf-jobs-repository';
import { createRecordsRepository } from '../../repositories/records-repository';
import { renderReportPdf } from '../../services/report-pdf';
import { defineJob } from '../define-job';

// A report's PDF (spec §4; a job since issue 57, which retired the pdf_jobs poller). Sent by POST …/pdf in the
// transaction that queues the pdf_jobs row (services/pdf-jobs-service.ts); the row stays what the member reads.
//
// Not atomic, on purpose. Building the report reads through the app's services (app.db, the public-records data), and
// rendering takes a while. On SQLite the embedded queue would hold its one connection in a `begin immediate`
// transaction the whole time: the app's own reads through app.db would wait for that transaction, which waits for
// them (a deadlock), and every other process's writers would wait on the write lock. So the job renders first, with
// no transaction open, and then writes the file, the status and the live event in ONE short transaction, guarded by
// the row's state (still queued for the same version and request): the status and its event commit together or not
// at all on both engines, and a try taken over after a crash finds the row complete and neither renders nor announces
// again. A crash after that transaction but before the engine records the completion is the same case.

/** A gone record's job fails at once, for good: retrying cannot bring the record back. */
async function failForGood(db: Kysely<Database>, job: PdfJobView, error: string, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await createPdfJobsRepository(trx).fail(job.id, error, now))) return;
    await createLiveEventsRepository(trx, () => now).append(job.account_id, 'pdf', {
      recordId: job.record_id,
      status: 'failed',
    });
  });
}

export const renderPdfJob = defineJob<{ pdfJobId: number }>({
  name: 'render-pdf',
  atomic: false,
  // three tries; the worker of the old poller held a claim for 2 minutes
  retry: { limit: 2, delayMs: 5_000, backoff: true },
  expireInMs: 2 * 60 * 1000,
  async work({ pdfJobId }, { db, app, log }) {
    const job = await createPdfJobsRepository(db).byId(pdfJobId);
    // deleted (record or member gone, opted out), finished by an earlier try, or failed: nothing to do
    if (job?.status !== 'queued') return;
    const record = await createRecordsRepository(db).find(job.account_id, job.record_id);
    try {
      if (!record) throw gone('The record was deleted');
      const report = await app.recordReports.build(record);
      const pdf = await renderReportPdf(report);
      const stored = await db.transaction().execute(async (trx) => {
        if (!(await createPdfJobsRepository(trx).complete(job, pdf, app.clock()))) return false;
        await createLiveEventsRepository(trx, app.clock).append(job.account_id, 'pdf', {
          recordId: job.record_id,
          status: 'complete',
        });
        return true;
      });
      if (!stored) log.info({ pdfJobId }, 'pdf job re-queued or finished while rendering; result dropped');
    } catch (error) {
      if (!isDomainError(error, 'gone')) throw error;
      log.warn({ pdfJobId, err: error }, 'pdf job failed: the record is gone');
      await failForGood(db, job, error.message, app.clock());
    }
  },
  // its tries spent: the member sees failed (and may ask again). Atomic: ctx.db completes the failed job.
  async onFailed({ pdfJobId }, { db, app, failure }) {
    const jobs = createPdfJobsRepository(db);
    const job = await jobs.byId(pdfJobId);
    if (!job || !(await jobs.fail(job.id, failure ?? 'rendering failed', app.clock()))) return;
    await createLiveEventsRepository(db, app.clock).append(job.account_id, 'pdf', {
      recordId: job.record_id,
      status: 'failed',
    });
  },
});
