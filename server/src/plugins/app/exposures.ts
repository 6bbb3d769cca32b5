import fp from 'fastify-plugin';

import { createExposuresService, type ExposuresService } from '../../services/exposures-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** the one exposure view: breaches, broker listings and the public record, ranked (issue 58 point 6) */
    exposures: ExposuresService;
  }
}

// The exposure view reads what the identity monitoring, Guardian and public-records producers stored; it writes
// nothing, so it only needs the database and the public-records data set.
export const exposuresPlugin = fp(
  async (app) => {
    app.decorate(
      'exposures',
      createExposuresService({
        db: app.db,
        publicRecords: app.publicRecordsRepository,
        clock: app.clock,
        log: app.log.child({ component: 'exposures' }),
      }),
    );
  },
  { name: 'exposures', dependencies: ['config', 'database', 'public-records'] },
);
