import fp from 'fastify-plugin';

import { BROKER_CATALOG } from '../../domain/guardian/broker-catalog';
import { createGuardianBrokersRepository } from '../../repositories/guardian-brokers-repository';
import { createEmailOutbox } from '../../services/email-outbox';
import {
  createGuardianProtectionService,
  type GuardianProtectionService,
} from '../../services/guardian-protection-service';
import { createGuardianSubjects } from '../../services/guardian-subjects';
import { createGuardianWorker, type GuardianWorker } from '../../services/guardian-worker';
import {
  createProtectionMembersService,
  type ProtectionMembersService,
} from '../../services/protection-members-service';

declare module 'fastify' {
  interface FastifyInstance {
    protectionMembers: ProtectionMembersService;
    guardianProtection: GuardianProtectionService;
    /** the scan worker and removal/re-scan scheduler of this instance; running only when started */
    guardianWorker: GuardianWorker;
  }
}

export interface GuardianPluginOptions {
  /** start the worker when the app is ready (default: config.guardian.worker) */
  start?: boolean;
}

// Guardian (issue 17): the broker catalog (written to the database at start-up, so every instance scans the same
// sites), the members and protection services, and the scan worker beside the PDF worker.
export const guardianPlugin = fp<GuardianPluginOptions>(
  async (app, options) => {
    const { guardian } = app.config;
    const subjects = createGuardianSubjects({ publicRecords: app.publicRecordsRepository, clock: app.clock });
    const members = createProtectionMembersService({ db: app.db, subjects, clock: app.clock });
    app.decorate('protectionMembers', members);
    app.decorate(
      'guardianProtection',
      createGuardianProtectionService({
        db: app.db,
        members,
        subjects,
        publicRecords: app.publicRecordsRepository,
        clock: app.clock,
        rescanDays: guardian.rescanDays,
        optOut: {
          publicSiteUrl: app.config.mail.publicSiteUrl,
          tokenTtlMs: app.config.optOutTokenTtlMs,
          limit: app.config.optOutRateLimit,
        },
        outbox: createEmailOutbox(app.jobs),
      }),
    );
    const worker = createGuardianWorker({
      db: app.db,
      subjects,
      clock: app.clock,
      log: app.log.child({ component: 'guardian-worker' }),
      pollIntervalMs: guardian.pollIntervalMs,
      leaseMs: guardian.leaseMs,
      maxAttempts: guardian.maxAttempts,
      retryBaseMs: guardian.retryBaseMs,
      rescanDays: guardian.rescanDays,
      brokerDelayMs: guardian.brokerDelayMs,
    });
    app.decorate('guardianWorker', worker);
    app.addHook('onReady', async () => {
      await app.db
        .transaction()
        .execute((trx) => createGuardianBrokersRepository(trx).syncCatalog(BROKER_CATALOG, app.clock()));
      if (options.start ?? guardian.worker) worker.start();
    });
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'guardian', dependencies: ['config', 'database', 'public-records', 'jobs'] },
);
