import fp from 'fastify-plugin';

import { createDataRefreshService, type DataRefreshService } from '../../services/data-refresh-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** report monitoring's editions: recorded, applied and failed through the data-refresh job's transaction */
    dataRefresh: DataRefreshService;
  }
}

// Report monitoring (issue 18 point 4): the editions of the public-records data. The data-refresh job
// (jobs/definitions/data-refresh.ts, issue 57) applies them; this plugin only gives it the service.
export const dataMonitoringPlugin = fp(
  async (app) => {
    app.decorate(
      'dataRefresh',
      createDataRefreshService({
        pointerSecret: app.config.pointerSecret,
        clock: app.clock,
        log: app.log.child({ component: 'data-refresh' }),
        changesPer10k: app.config.dataRefresh.changesPer10k,
      }),
    );
  },
  { name: 'data-monitoring', dependencies: ['config', 'database'] },
);
