import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { notFound, rateLimited } from '../domain/errors';
import { createAccountsRepository } from '../repositories/accounts-repository';
import { createPdfJobsRepository, type PdfJobStatus } from '../repositories/pdf-jobs-repository';
import { createRecordsRepository, type RecordRow } from '../repositories/records-repository';
import type { RecordReportsService } from './record-reports-service';
import { RECORD_NOT_FOUND } from './records-service';

// PDF reports (spec §4 "PDF report: requested, then polled every 2 seconds until status is complete"; spec §7 the
// second service GET /pdf/{a}/{b}/{recordId}; issue 7 contract). Requesting queues a row in pdf_jobs and sends the
// render-pdf job in the same transaction (issue 57), so the job exists exactly when the row was queued; a row for the
// same record and report version that is queued or complete is reused, anything else (failed, or an older version)
// is queued again. The status and file are served only to the record's member:
// any other member id, type or record in the path is a 404.

export const PDF_NOT_REQUESTED = 'No PDF was requested for this record';
export const PDF_NOT_READY = 'The PDF is not ready';
const MAX_ATTEMPTS = 5;
/** A job takes a few seconds (the client polls every 2), so a full queue has room again soon. */
const QUEUE_FULL_RETRY_AFTER_SECONDS = 5;

/** The 429 of a member with MAX_QUEUED_PDF_JOBS_PER_MEMBER jobs waiting or being rendered. */
export const pdfQueueFull = (max: number) =>
  rateLimited(
    `You have ${max} PDFs waiting to be made, the most a member can have at once. Please try again when one is ready.`,
    QUEUE_FULL_RETRY_AFTER_SECONDS,
  );

export const pdfStatusUrl = (accountId: number, type: string, recordId: number) =>
  `/pdf/${accountId}/${type}/${recordId}`;

export function createPdfJobsService(options: {
  db: Kysely<Database>;
  reports: RecordReportsService;
  clock: () => number;
  /** jobs a member may have queued or rendering at once */
  maxQueuedJobs: number;
  /** sends the render-pdf job of a queued row with the writer's transaction (app.jobs.send, bound late: the job
   * engine registers after this service) */
  sendRenderJob: (trx: Kysely<Database>, pdfJobId: number) => Promise<unknown>;
}) {
  const { db, reports, clock, maxQueuedJobs, sendRenderJob } = options;
  const jobs = createPdfJobsRepository(db);
  const records = createRecordsRepository(db);

  /** The member's record named by a /pdf path, or a 404 for anyone else's (or a mismatched type). */
  async function pathRecord(accountId: number, memberId: number, type: string, recordId: number): Promise<RecordRow> {
    const record = memberId === accountId ? await records.find(accountId, recordId) : undefined;
    if (!record || record.type !== type) throw notFound(RECORD_NOT_FOUND);
    return record;
  }

  return {
    /** POST /v1/me/records/{id}/pdf */
    async request(accountId: number, id: number): Promise<void> {
      const record = await reports.own(accountId, id);
      await reports.requireResolvable(record);
      await reports.payForPdf(accountId, record);
      const version = await reports.version(record);
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
        const job = await jobs.find(accountId, record.id);
        if (job && job.report_version === version && job.status !== 'failed') return;
        const queued = await db.transaction().execute(async (trx) => {
          // The member's row is held while counting, so requests on any instance cannot pass the cap together.
          await createAccountsRepository(trx).lock(accountId);
          const inTransaction = createPdfJobsRepository(trx);
          if ((await inTransaction.countActive(accountId, record.id)) >= maxQueuedJobs) {
            throw pdfQueueFull(maxQueuedJobs);
          }
          const pdfJobId = job
            ? (await inTransaction.requeue(job, version, clock())) && job.id
            : await inTransaction.insert(accountId, record.id, version, clock());
          if (!pdfJobId) return false;
          await sendRenderJob(trx, pdfJobId);
          return true;
        });
        if (queued) return;
      }
      throw new Error('the PDF job kept changing while it was requested');
    },

    /** GET /pdf/{memberId}/{type}/{recordId} */
    async status(accountId: number, memberId: number, type: string, recordId: number) {
      const record = await pathRecord(accountId, memberId, type, recordId);
      const job = await jobs.find(accountId, record.id);
      if (!job) throw notFound(PDF_NOT_REQUESTED);
      const status = job.status as PdfJobStatus;
      return status === 'complete'
        ? { status, url: `${pdfStatusUrl(accountId, record.type, record.id)}/file` }
        : { status };
    },

    /** GET /pdf/{memberId}/{type}/{recordId}/file */
    async file(accountId: number, memberId: number, type: string, recordId: number) {
      const record = await pathRecord(accountId, memberId, type, recordId);
      const pdf = await jobs.file(accountId, record.id);
      if (!pdf) throw notFound(PDF_NOT_READY);
      return { pdf, filename: `beacon-report-${record.id}.pdf` };
    },
  };
}

export type PdfJobsService = ReturnType<typeof createPdfJobsService>;
