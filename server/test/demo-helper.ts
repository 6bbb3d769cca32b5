import type { FastifyInstance } from 'fastify';

import { requestEdition } from '../src/jobs/definitions/data-refresh';
import { seedDemoReportMonitoring } from '../src/seed/demo-report-monitoring';
import { createMonitoredRecordsService } from '../src/services/monitored-records-service';

/**
 * What `pnpm start` does for the report monitoring demo member (main.ts): they monitor two people through the
 * service and an edition in which those move is requested. The people monitored; the edition is the data-refresh
 * job's to apply (`app.jobs.drain('data-refresh')`).
 */
export function seedDemoReportUpdates(app: FastifyInstance): Promise<number[]> {
  return seedDemoReportMonitoring({
    db: app.db,
    publicRecords: app.publicRecordsRepository,
    monitoredRecords: createMonitoredRecordsService({
      db: app.db,
      publicRecords: app.publicRecordsRepository,
      clock: app.clock,
    }),
    requestEdition: (forced) => requestEdition(app, forced),
  });
}
