import fp from 'fastify-plugin';

import { identityHashKey } from '../../domain/identity/monitored-values';
import type { PwnedPasswords } from '../../domain/identity/pwned-passwords';
import { createBreachCorpusRepository } from '../../repositories/breach-corpus-repository';
import { ensureBreachCorpus } from '../../services/breach-corpus-builder';
import {
  createIdentityMonitoringService,
  type IdentityMonitoringService,
} from '../../services/identity-monitoring-service';

declare module 'fastify' {
  interface FastifyInstance {
    identityMonitoring: IdentityMonitoringService;
    /** breached-password ranges by SHA-1 prefix: the one source of both the range route and the new-password check */
    pwnedPasswords: PwnedPasswords;
  }
}

// Identity and dark web monitoring (issue 18): the service, the breached-password ranges it and the password changes
// look up (the breach corpus today), and the breach corpus of the data set, built at start-up the first time (and
// after a new data set) unless BREACH_CORPUS_ON_START is off (tests build it themselves).
export const identityMonitoringPlugin = fp(
  async (app) => {
    const hashKey = identityHashKey(app.config.pointerSecret);
    const pwnedPasswords: PwnedPasswords = createBreachCorpusRepository(app.db);
    app.decorate('pwnedPasswords', pwnedPasswords);
    app.decorate(
      'identityMonitoring',
      createIdentityMonitoringService({
        db: app.db,
        hashKey,
        clock: app.clock,
        pwnedPasswords,
        // issue 58: an account holding identity monitoring becomes the identity provider's subscriber on first use
        enroll: (accountId) => app.identityEvents.ensureSubscriber(accountId),
      }),
    );
    if (app.config.breachCorpusOnStart) {
      app.addHook('onReady', async () => {
        const build = await ensureBreachCorpus(app.db, { key: hashKey, now: app.clock() });
        if (build.built) {
          app.log.info({ identifiers: build.identifiers, seconds: build.seconds }, 'breach corpus built');
        }
      });
    }
  },
  { name: 'identity-monitoring', dependencies: ['config', 'database', 'identity-events'] },
);
