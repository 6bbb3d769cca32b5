import fp from 'fastify-plugin';

import { BROKER_CATALOG } from '../../domain/guardian/broker-catalog';
import { GUARDIAN_SCAN_JOB } from '../../jobs/definitions/guardian-scan';
import { GUARDIAN_SUBMIT_REMOVAL_JOB } from '../../jobs/definitions/guardian-submit-removal';
import { createGuardianBrokersRepository } from '../../repositories/guardian-brokers-repository';
import {
  createBrokerSiteRegistry,
  letterAdapterFor,
  type BrokerSiteRegistry,
} from '../../services/brokers/broker-sites';
import { createEmailOutbox } from '../../services/email-outbox';
import { authorizedAgentOf } from '../../services/guardian-agent';
import { createGuardianBrokerInquiries, type GuardianBrokerInquiries } from '../../services/guardian-broker-inquiries';
import {
  createGuardianProtectionService,
  type GuardianProtectionService,
} from '../../services/guardian-protection-service';
import { createGuardianScans, type GuardianScans, type GuardianScansOptions } from '../../services/guardian-scans';
import { createGuardianRemovalSites, type GuardianRemovalSites } from '../../services/guardian-removal-sites';
import { createGuardianSubjects } from '../../services/guardian-subjects';
import { createProtectionMembersRepository } from '../../repositories/protection-members-repository';
import {
  createProtectionMembersService,
  type ProtectionMembersService,
} from '../../services/protection-members-service';

declare module 'fastify' {
  interface FastifyInstance {
    protectionMembers: ProtectionMembersService;
    guardianProtection: GuardianProtectionService;
    /** scans (queued with their job), removal requests moving on, re-scans: what Guardian's jobs call */
    guardianScans: GuardianScans;
    /** removal requests at the sites with an adapter: sent, checked, answered (issue 59) */
    guardianRemovalSites: GuardianRemovalSites;
    /** the sites Guardian reads and asks here, each with its adapter */
    brokerSites: BrokerSiteRegistry;
    /** Guardian's e-mailed questions to sites it cannot read, and their answers (issue 59) */
    guardianInquiries: GuardianBrokerInquiries;
  }
}

export interface GuardianPluginOptions {
  /** test seam: called after each site of a scan (tests stop a scan there, as a worker that dies would, or fail it) */
  afterBroker?: GuardianScansOptions['afterBroker'];
  /** the sites with adapters; by default those of the configuration (config.brokerSites) */
  brokerSites?: BrokerSiteRegistry;
}

// Guardian (issue 17): the broker catalog (written to the database at start-up, so every instance scans the same
// sites), the members and protection services, and the scans, removals and re-scans that the job engine runs
// (src/jobs/definitions/guardian-*.ts).
export const guardianPlugin = fp<GuardianPluginOptions>(
  async (app, options) => {
    const { guardian } = app.config;
    const subjects = createGuardianSubjects({ publicRecords: app.publicRecordsRepository, clock: app.clock });
    const sites = options.brokerSites ?? createBrokerSiteRegistry({ config: app.config.brokerSites, clock: app.clock });
    app.decorate('brokerSites', sites);
    const scans = createGuardianScans({
      db: app.db,
      subjects,
      clock: app.clock,
      log: app.log.child({ component: 'guardian-scans' }),
      rescanDays: guardian.rescanDays,
      brokerDelayMs: guardian.brokerDelayMs,
      sites: async () =>
        sites.entries.flatMap((broker) => {
          const adapter = sites.adapterFor(broker.slug);
          return adapter ? [{ broker, adapter }] : [];
        }),
      // app.jobs is read when a scan is queued: the jobs plugin is registered after this one (its jobs call these
      // services, and the catalog must be written before its workers start)
      sendScanJob: (trx, scanId) => app.jobs.send(GUARDIAN_SCAN_JOB, { scanId }, { db: trx }),
      ...(options.afterBroker ? { afterBroker: options.afterBroker } : {}),
    });
    app.decorate('guardianScans', scans);
    const members = createProtectionMembersService({ db: app.db, subjects, scans, clock: app.clock });
    app.decorate('protectionMembers', members);
    app.decorate(
      'guardianProtection',
      createGuardianProtectionService({
        db: app.db,
        members,
        subjects,
        scans,
        publicRecords: app.publicRecordsRepository,
        clock: app.clock,
        rescanDays: guardian.rescanDays,
        optOut: {
          publicSiteUrl: app.config.mail.publicSiteUrl,
          tokenTtlMs: app.config.optOutTokenTtlMs,
          limit: app.config.optOutRateLimit,
        },
        outbox: createEmailOutbox(app.jobs),
        readable: (slug) => sites.adapterFor(slug) !== undefined,
        sendSubmitJob: (trx, removalId) => app.jobs.send(GUARDIAN_SUBMIT_REMOVAL_JOB, { removalId }, { db: trx }),
        readReplica: app.readReplica,
      }),
    );
    app.decorate(
      'guardianRemovalSites',
      createGuardianRemovalSites({
        db: app.db,
        subjects,
        clock: app.clock,
        log: app.log.child({ component: 'guardian-removal-sites' }),
        adapterFor: (slug) => sites.adapterFor(slug),
        letterAdapterFor: (broker) => letterAdapterFor(broker, app.clock),
        outbox: createEmailOutbox(app.jobs),
        inboundDomain: app.config.inboundMail.domain,
        checkIntervalMs: app.config.brokerSites.checkIntervalMs,
        agentOf: async (memberId) => {
          const member = await createProtectionMembersRepository(app.db).byId(memberId);
          return member ? authorizedAgentOf(app.db, member) : undefined;
        },
      }),
    );
    app.decorate(
      'guardianInquiries',
      createGuardianBrokerInquiries({
        db: app.db,
        members,
        subjects,
        outbox: createEmailOutbox(app.jobs),
        inboundDomain: app.config.inboundMail.domain,
        clock: app.clock,
        readable: (slug) => sites.adapterFor(slug) !== undefined,
      }),
    );
    app.addHook('onReady', async () => {
      await app.db
        .transaction()
        .execute((trx) =>
          createGuardianBrokersRepository(trx).syncCatalog([...BROKER_CATALOG, ...sites.entries], app.clock()),
        );
    });
  },
  { name: 'guardian', dependencies: ['config', 'database', 'public-records', 'jobs'] },
);
