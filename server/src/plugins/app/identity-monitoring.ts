import fp from 'fastify-plugin';

import { identityHashKey } from '../../domain/identity/monitored-values';
import { ensureBreachCorpus } from '../../services/breach-corpus-builder';
import {
  createIdentityMonitoringService,
  type IdentityMonitoringService,
} from '../../services/identity-monitoring-service';

declare module 'fastify' {
  interface FastifyInstance {
    identityMonitoring: IdentityMonitoringService;
  }
}

// Identity and dark web monitoring (issue 18): the service, and the breach corpus of the data set, built at start-up
// the first time (and after a new data set) unless BREACH_CORPUS_ON_START is off (tests build it themselves).
export const identityMonitoringPlugin = fp(
  async (app) => {
    const hashKey = identityHashKey(app.config.pointerSecret);
    app.decorate('identityMonitoring', createIdentityMonitoringService({ db: app.db, hashKey, clock: app.clock }));
    if (app.config.breachCorpusOnStart) {
      app.addHook('onReady', async () => {
        const build = await ensureBreachCorpus(app.db, { key: hashKey, now: app.clock() });
        if (build.built) {
          app.log.info({ identifiers: build.identifiers, seconds: build.seconds }, 'breach corpus built');
        }
      });
    }
  },
  { name: 'identity-monitoring', dependencies: ['config', 'database'] },
);
