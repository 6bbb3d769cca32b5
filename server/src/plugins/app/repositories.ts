import fp from 'fastify-plugin';

import { createAccountsRepository, type AccountsRepository } from '../../repositories/accounts-repository';
import { createContentRepository, type ContentRepository } from '../../repositories/content-repository';
import {
  createLoginThrottleRepository,
  type LoginThrottleRepository,
} from '../../repositories/login-throttle-repository';
import { createMembershipsRepository, type MembershipsRepository } from '../../repositories/memberships-repository';
import { createTelemetryRepository, type TelemetryRepository } from '../../repositories/telemetry-repository';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsRepository;
    memberships: MembershipsRepository;
    loginThrottle: LoginThrottleRepository;
    telemetry: TelemetryRepository;
    content: ContentRepository;
  }
}

// Repositories bound to the app's database. Code that needs a transaction builds the same repositories on it
// (each factory accepts a Kysely instance or a transaction).
export const repositoriesPlugin = fp(
  async (app) => {
    app.decorate('accounts', createAccountsRepository(app.db));
    app.decorate('memberships', createMembershipsRepository(app.db));
    app.decorate('loginThrottle', createLoginThrottleRepository(app.db, app.config.loginThrottle));
    app.decorate('telemetry', createTelemetryRepository(app.db));
    app.decorate('content', createContentRepository(app.db));
  },
  { name: 'repositories', dependencies: ['database'] },
);
