import fp from 'fastify-plugin';

import { createIdentityProviderClient } from '../../services/identity-events/identity-provider-client';
import {
  createIdentityEventsService,
  type IdentityEventsService,
} from '../../services/identity-events/identity-events-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** the identity provider's subscribers and events (issue 58): the webhook, the jobs and the enrollment hook */
    identityEvents: IdentityEventsService;
  }
}

// Identity events (issue 58): the service shared by the webhook route, the jobs process-identity-event and
// enroll-identity-subscriber, identity monitoring's enrollment hook and the identity:scenario command. The provider's
// API is the one of IDENTITY_PROVIDER_URL; without it, accounts get their reference and wait to be enrolled.
export const identityEventsPlugin = fp(
  async (app) => {
    const { identityProvider } = app.config;
    app.decorate(
      'identityEvents',
      createIdentityEventsService({
        db: app.db,
        clock: app.clock,
        config: identityProvider,
        jobs: app.jobs,
        provider: identityProvider.url
          ? createIdentityProviderClient({ url: identityProvider.url, apiKey: identityProvider.apiKey })
          : null,
      }),
    );
  },
  { name: 'identity-events', dependencies: ['config', 'database', 'jobs'] },
);
