import { randomUUID } from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { HttpError } from '../http-errors';
import { createPdfJobsRepository, type PdfJobView } from '../repositories/pdf-jobs-repository';
import { createRecordsRepository } from '../repositories/records-repository';
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
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  async function work(job: PdfJobView, token: string): Promise<void> {
    try {
      const record = await records.find(job.account_id, job.record_id);
      if (!record) throw new HttpError(410, 'The record was deleted');
      const report = await reports.build(record);
      const pdf = await renderReportPdf(report, { compress: options.compress ?? true });
      if (!(await jobs.complete(job.id, token, pdf, clock()))) {
        log.info({ jobId: job.id }, 'pdf job was re-queued or taken over while rendering; result dropped');
      }
    } catch (error) {
      const final = (error instanceof HttpError && error.statusCode === 410) || job.attempts + 1 >= maxAttempts;
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ jobId: job.id, err: error, final }, 'pdf job failed');
      await jobs.release(job.id, token, final ? 'failed' : 'queued', message, clock());
    }
  }

  /** Claims and works jobs until none is left; returns how many it worked. */
  async function drain(): Promise<number> {
    let worked = 0;
    for (;;) {
      const candidates = await jobs.candidates(clock(), leaseMs, 5);
      let claimed: { job: PdfJobView; token: string } | undefined;
      for (const job of candidates) {
        const token = randomUUID();
        if (await jobs.claim(job, token, clock())) {
          claimed = { job, token };
          break;
        }
      }
      if (!claimed) return worked;
      await work(claimed.job, claimed.token);
      worked += 1;
    }
  }

  /** One pass at a time per instance: a pass asked for while one runs waits for it and then runs again. */
  async function runOnce(): Promise<number> {
    while (running) await running.catch(() => 0);
    running = drain();
    try {
      return await running;
    } finally {
      running = undefined;
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => log.error({ err: error }, 'pdf worker pass failed'))
        .finally(schedule);
    }, pollIntervalMs);
    timer.unref();
  }

  return {
    runOnce,
    start(): void {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => 0);
    },
  };
}

export type PdfWorker = ReturnType<typeof createPdfWorker>;
