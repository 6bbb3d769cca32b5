import fp from 'fastify-plugin';

import { identityHashKey } from '../../domain/identity/monitored-values';
import type { PwnedPasswords } from '../../domain/identity/pwned-passwords';
import { sealingKey } from '../../domain/identity/sealed-values';
import { breachCheckKey, checkBreachesJob } from '../../jobs/definitions/check-breaches';
import { createBreachChecks, type BreachChecks } from '../../services/breach-checks';
import { createHibpBreachFeed } from '../../services/breach-feed/hibp-breach-feed';
import { createPwnedPasswordsClient } from '../../services/breach-feed/pwned-passwords-client';
import {
  createIdentityMonitoringService,
  type IdentityMonitoringService,
} from '../../services/identity-monitoring-service';

declare module 'fastify' {
  interface FastifyInstance {
    identityMonitoring: IdentityMonitoringService;
    /** breached-password ranges by SHA-1 prefix: the one source of both the range route and the new-password check */
    pwnedPasswords: PwnedPasswords;
    /** a watched item asked about at the breach feed (the check-breaches job) */
    breachChecks: BreachChecks;
  }
}

/** Who Beacon says it is to Have I Been Pwned, which refuses requests without a user agent. */
const USER_AGENT = 'Beacon-Identity-Monitoring';

// Identity and dark web monitoring (issues 18 and 58): the service, the breach feed its checks ask (Have I Been
// Pwned's API v3, or its local stand-in under `pnpm start`) and the breached-password ranges (Pwned Passwords, or the
// same stand-in) that the range route and the new-password check look up. The watched values the feed is asked about
// are sealed with a key derived from the pointer secret, so no new secret has to be configured.
export const identityMonitoringPlugin = fp(
  async (app) => {
    const { breachFeed } = app.config;
    const hashKey = identityHashKey(app.config.pointerSecret);
    const sealKey = sealingKey(app.config.pointerSecret, 'identity monitoring');
    const pwnedPasswords: PwnedPasswords = createPwnedPasswordsClient({
      baseUrl: breachFeed.pwnedPasswordsUrl,
      userAgent: USER_AGENT,
      timeoutMs: breachFeed.timeoutMs,
    });
    const feed = createHibpBreachFeed({
      baseUrl: breachFeed.hibpApiUrl,
      apiKey: breachFeed.hibpApiKey,
      userAgent: USER_AGENT,
      timeoutMs: breachFeed.timeoutMs,
      maxRetryWaitSeconds: breachFeed.maxRetryWaitSeconds,
    });
    app.decorate('pwnedPasswords', pwnedPasswords);
    app.decorate(
      'breachChecks',
      createBreachChecks({
        feed,
        sealKey,
        clock: app.clock,
        // a check's new alerts are mailed in the transaction that raises them (issue 58 point 4)
        alertsRaised: (trx, accountId, alertIds, now) => app.alertMail.onAlertsRaised(trx, accountId, alertIds, now),
      }),
    );
    app.decorate(
      'identityMonitoring',
      createIdentityMonitoringService({
        db: app.db,
        hashKey,
        sealKey,
        clock: app.clock,
        pwnedPasswords,
        sendBreachCheck: (trx, itemId) =>
          app.jobs.send(checkBreachesJob.name, { itemId }, { db: trx, singletonKey: breachCheckKey(itemId) }),
        // an account holding identity monitoring becomes the identity provider's subscriber on first use
        enroll: (accountId) => app.identityEvents.ensureSubscriber(accountId),
      }),
    );
  },
  { name: 'identity-monitoring', dependencies: ['config', 'database', 'jobs', 'identity-events', 'alert-mail'] },
);
