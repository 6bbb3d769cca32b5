import fp from 'fastify-plugin';

import { createDataRefreshWorker, type DataRefreshWorker } from '../../services/data-refresh-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** report monitoring's data-refresh job and its scheduler; running only when started */
    dataRefresh: DataRefreshWorker;
  }
}

export interface DataMonitoringPluginOptions {
  /** start the worker when the app is ready (default: config.dataRefresh.worker) */
  start?: boolean;
}

// Report monitoring (issue 18 point 4): the data-refresh worker beside the PDF and mail workers.
export const dataMonitoringPlugin = fp<DataMonitoringPluginOptions>(
  async (app, options) => {
    const config = app.config.dataRefresh;
    const worker = createDataRefreshWorker({
      db: app.db,
      publicRecords: app.publicRecordsRepository,
      clock: app.clock,
      log: app.log.child({ component: 'data-refresh' }),
      pollIntervalMs: config.pollIntervalMs,
      leaseMs: config.leaseMs,
      maxAttempts: config.maxAttempts,
      retryBaseMs: config.retryBaseMs,
      intervalMs: config.intervalHours * 60 * 60 * 1000,
      changesPer10k: config.changesPer10k,
    });
    app.decorate('dataRefresh', worker);
    app.addHook('onReady', async () => {
      if (options.start ?? config.worker) worker.start();
    });
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'data-monitoring', dependencies: ['config', 'database', 'public-records'] },
);
