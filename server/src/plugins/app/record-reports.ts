import fp from 'fastify-plugin';

import { createPdfJobsService, type PdfJobsService } from '../../services/pdf-jobs-service';
import { createPdfWorker, type PdfWorker } from '../../services/pdf-worker';
import { createRecordReportsService, type RecordReportsService } from '../../services/record-reports-service';

declare module 'fastify' {
  interface FastifyInstance {
    recordReports: RecordReportsService;
    pdfJobs: PdfJobsService;
    /** the PDF job worker of this instance; running only when started (config.pdf.worker or buildApp's option) */
    pdfWorker: PdfWorker;
  }
}

export interface RecordReportsPluginOptions {
  /** start the PDF worker when the app is ready (default: config.pdf.worker) */
  startPdfWorker?: boolean;
}

// Record reports (issue 7) and the PDF jobs made of them, shared by the /v1 routes, the /pdf routes and the worker.
// The worker starts once the app is ready and stops (finishing the job in hand) when it closes.
export const recordReportsPlugin = fp<RecordReportsPluginOptions>(
  async (app, options) => {
    const reports = createRecordReportsService({
      db: app.db,
      publicRecords: app.publicRecords,
      publicRecordsRepository: app.publicRecordsRepository,
      clock: app.clock,
    });
    const worker = createPdfWorker({
      db: app.db,
      reports,
      clock: app.clock,
      log: app.log.child({ component: 'pdf-worker' }),
      pollIntervalMs: app.config.pdf.pollIntervalMs,
      leaseMs: app.config.pdf.leaseMs,
      maxAttempts: app.config.pdf.maxAttempts,
    });
    app.decorate('recordReports', reports);
    app.decorate(
      'pdfJobs',
      createPdfJobsService({
        db: app.db,
        reports,
        clock: app.clock,
        maxQueuedJobs: app.config.maxQueuedPdfJobsPerMember,
      }),
    );
    app.decorate('pdfWorker', worker);
    if (options.startPdfWorker ?? app.config.pdf.worker) app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'record-reports', dependencies: ['database', 'public-records'] },
);
