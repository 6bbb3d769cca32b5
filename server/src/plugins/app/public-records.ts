import fp from 'fastify-plugin';

import { createOptOutsRepository, type OptOutsRepository } from '../../repositories/opt-outs-repository';
import {
  createPublicRecordsRepository,
  type PublicRecordsRepository,
} from '../../repositories/public-records-repository';
import { createEmailOutbox } from '../../services/email-outbox';
import { createOptOutService, type OptOutService } from '../../services/opt-out-service';
import { createPublicRecordsService, type PublicRecordsService } from '../../services/public-records-service';

declare module 'fastify' {
  interface FastifyInstance {
    publicRecordsRepository: PublicRecordsRepository;
    publicRecords: PublicRecordsService;
    optOuts: OptOutsRepository;
    optOutService: OptOutService;
  }
}

// The public-records data set: its repository (search keys, records, opt-outs), the service that turns rows into
// teasers and records, and the opt-out flow. The repository only reads, and reads through app.readReplica.reads:
// with DATABASE_REPLICA_URL, person, phone, e-mail and address search and the reports built from these records read
// the replica when it has replayed far enough (src/db/read-replica.ts); every write, opt-outs included, goes to
// app.db, the primary.
export const publicRecordsPlugin = fp(
  async (app) => {
    const repository = createPublicRecordsRepository(app.readReplica.reads, app.dbDialect, {
      pointerSecret: app.config.pointerSecret,
      pageCacheMs: app.config.searchPageCacheMs,
    });
    app.decorate('publicRecordsRepository', repository);
    app.decorate('publicRecords', createPublicRecordsService(repository, app.clock));
    app.decorate('optOuts', createOptOutsRepository(app.db));
    app.decorate(
      'optOutService',
      createOptOutService({
        db: app.db,
        publicRecords: repository,
        clock: app.clock,
        publicSiteUrl: app.config.mail.publicSiteUrl,
        tokenTtlMs: app.config.optOutTokenTtlMs,
        outbox: createEmailOutbox(app.jobs),
        readReplica: app.readReplica,
      }),
    );
  },
  { name: 'public-records', dependencies: ['config', 'database', 'jobs'] },
);
