import fp from 'fastify-plugin';

import type { Config } from '../../config';
import { createAccountsRepository, type AccountsRepository } from '../../repositories/accounts-repository';
import {
  createBotCheckFailuresRepository,
  type BotCheckFailuresRepository,
} from '../../repositories/bot-check-failures-repository';
import { createContentRepository, type ContentRepository } from '../../repositories/content-repository';
import { appStoreUrl, googlePlayUrl } from '../../domain/store-links';
import { ANDROID_APP_META_KEY, IOS_APP_META_KEY, RESEARCH_SCREENER_META_KEY } from '../../repositories/meta-keys';
import {
  createLoginThrottleRepository,
  type LoginThrottleRepository,
} from '../../repositories/login-throttle-repository';
import { createMembershipsRepository, type MembershipsRepository } from '../../repositories/memberships-repository';
import {
  createNotificationsRepository,
  type NotificationsRepository,
} from '../../repositories/notifications-repository';
import {
  createReleaseHealthRepository,
  type ReleaseHealthRepository,
} from '../../repositories/release-health-repository';
import { createTelemetryRepository, type TelemetryRepository } from '../../repositories/telemetry-repository';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsRepository;
    memberships: MembershipsRepository;
    loginThrottle: LoginThrottleRepository;
    botCheckFailures: BotCheckFailuresRepository;
    telemetry: TelemetryRepository;
    releaseHealth: ReleaseHealthRepository;
    content: ContentRepository;
    notifications: NotificationsRepository;
  }
}

/** Meta values the deployment sets through the environment (they replace the stored default). */
function configuredMetaValues(config: Config): Record<string, unknown> {
  const { iosAppId, androidAppId } = config.mobileApps;
  return {
    ...(config.researchScreenerUrl ? { [RESEARCH_SCREENER_META_KEY]: config.researchScreenerUrl } : {}),
    ...(iosAppId ? { [IOS_APP_META_KEY]: appStoreUrl(iosAppId) } : {}),
    ...(androidAppId ? { [ANDROID_APP_META_KEY]: googlePlayUrl(androidAppId) } : {}),
  };
}

// Repositories bound to the app's database. Code that needs a transaction builds the same repositories on it
// (each factory accepts a Kysely instance or a transaction).
export const repositoriesPlugin = fp(
  async (app) => {
    app.decorate('accounts', createAccountsRepository(app.db));
    app.decorate('memberships', createMembershipsRepository(app.db));
    app.decorate('loginThrottle', createLoginThrottleRepository(app.db, app.config.loginThrottle));
    app.decorate('botCheckFailures', createBotCheckFailuresRepository(app.db, app.config.botCheckFailureLimit));
    app.decorate('telemetry', createTelemetryRepository(app.db));
    app.decorate('releaseHealth', createReleaseHealthRepository(app.db));
    app.decorate('content', createContentRepository(app.db, configuredMetaValues(app.config)));
    app.decorate('notifications', createNotificationsRepository(app.db));
  },
  { name: 'repositories', dependencies: ['database'] },
);
