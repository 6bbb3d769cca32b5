import fp from 'fastify-plugin';

import { renderPdfJob } from '../../jobs/definitions/render-pdf';
import { createPdfJobsService, type PdfJobsService } from '../../services/pdf-jobs-service';
import { createRecordReportsService, type RecordReportsService } from '../../services/record-reports-service';

declare module 'fastify' {
  interface FastifyInstance {
    recordReports: RecordReportsService;
    pdfJobs: PdfJobsService;
  }
}

// Record reports (issue 7) and the PDF jobs made of them, shared by the /v1 routes, the /pdf routes and the render-pdf
// job (jobs/definitions/render-pdf.ts, run by the job engine).
export const recordReportsPlugin = fp(
  async (app) => {
    const reports = createRecordReportsService({
      db: app.db,
      publicRecords: app.publicRecords,
      publicRecordsRepository: app.publicRecordsRepository,
      clock: app.clock,
    });
    app.decorate('recordReports', reports);
    app.decorate(
      'pdfJobs',
      createPdfJobsService({
        db: app.db,
        reports,
        clock: app.clock,
        maxQueuedJobs: app.config.maxQueuedPdfJobsPerMember,
        sendRenderJob: (trx, pdfJobId) => app.jobs.send(renderPdfJob.name, { pdfJobId }, { db: trx }),
      }),
    );
  },
  { name: 'record-reports', dependencies: ['database', 'public-records'] },
);
