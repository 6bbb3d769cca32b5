import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { gone, isDomainError } from '../domain/errors';
import { createLiveEventsRepository } from '../repositories/live-events-repository';
import { createPdfJobsRepository, type PdfJobView } from '../repositories/pdf-jobs-repository';
import { createRecordsRepository } from '../repositories/records-repository';
import { createJobRunner } from '../jobs/job-runner';
import type { RecordReportsService } from './record-reports-service';
import { renderReportPdf } from './report-pdf';

// The PDF job worker (architecture §5 "background work runs from a jobs table polled by the server itself, so it
// works with one instance or many"). Each instance polls pdf_jobs; a job is claimed with a compare-and-swap update,
// so two instances never work the same job; a claim older than the lease (a crashed or stuck instance) may be taken
// over, and the first worker can then no longer store its file (the claim token changed). A job that fails is tried
// again up to maxAttempts times; a record that is gone (410) fails at once.

export interface PdfWorkerOptions {
  db: Kysely<Database>;
  reports: RecordReportsService;
  clock: () => number;
  log: FastifyBaseLogger;
  pollIntervalMs: number;
  leaseMs: number;
  maxAttempts: number;
  /** pdfkit stream compression (off only to read the text in tests) */
  compress?: boolean;
}

export function createPdfWorker(options: PdfWorkerOptions) {
  const { db, reports, clock, log, pollIntervalMs, leaseMs, maxAttempts } = options;
  const jobs = createPdfJobsRepository(db);
  const records = createRecordsRepository(db);
  const liveEvents = createLiveEventsRepository(db, clock);

  async function work(job: PdfJobView, token: string): Promise<void> {
    try {
      const record = await records.find(job.account_id, job.record_id);
      if (!record) throw gone('The record was deleted');
      const report = await reports.build(record);
      const pdf = await renderReportPdf(report, { compress: options.compress ?? true });
      if (!(await settle(jobs.complete(job.id, token, pdf, clock()), job, 'complete'))) {
        log.info({ jobId: job.id }, 'pdf job was re-queued or taken over while rendering; result dropped');
      }
    } catch (error) {
      const final = isDomainError(error, 'gone') || job.attempts + 1 >= maxAttempts;
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ jobId: job.id, err: error, final }, 'pdf job failed');
      if (final) {
        await settle(jobs.release(job.id, token, 'failed', message, clock()), job, 'failed');
      } else {
        await jobs.release(job.id, token, 'queued', message, clock());
      }
    }
  }

  /**
   * Ends a job and, when this worker still held it, tells the member's live streams (issue 18 point 7). Not one
   * transaction: on SQLite a transaction held across awaits would block another instance's worker sharing the
   * process (the two-instance test), and an event lost to a crash between the two writes costs only speed, since
   * the report page polls the status as well. The event follows the stored status, so it never runs ahead of it.
   */
  async function settle(stored: Promise<boolean>, job: PdfJobView, status: 'complete' | 'failed'): Promise<boolean> {
    if (!(await stored)) return false;
    await liveEvents.append(job.account_id, 'pdf', { recordId: job.record_id, status });
    return true;
  }

  return createJobRunner<PdfJobView>({
    queue: {
      candidates: (now, limit) => jobs.candidates(now, leaseMs, limit),
      claim: (job, token, now) => jobs.claim(job, token, now),
      work,
    },
    clock,
    log,
    pollIntervalMs,
  });
}

export type PdfWorker = ReturnType<typeof createPdfWorker>;
