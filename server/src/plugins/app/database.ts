import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';

import { createDatabase, type DatabaseHandle, type DialectName } from '../../db/create-database';
import { migrateToLatest } from '../../db/migrate';
import { createReadReplica, primaryOnly, type ReadReplica } from '../../db/read-replica';
import type { Database } from '../../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbDialect: DialectName;
    /** where the public-records reads go: `readReplica.reads` (db itself without DATABASE_REPLICA_URL) */
    readReplica: ReadReplica;
  }
}

export interface DatabasePluginOptions {
  /** An open database to use instead of opening one from the configuration; the caller then closes it. */
  database?: DatabaseHandle;
}

// Opens the database of the configuration (SQLite file by default, PostgreSQL for a postgres:// URL) and brings
// its schema to the latest migration before any route can run.
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, options) => {
    const owned = !options.database;
    const handle =
      options.database ?? createDatabase(app.config.database, { sqliteSynchronous: app.config.sqliteSynchronous });
    try {
      await migrateToLatest(handle.db, handle.dialect);
    } catch (error) {
      if (owned) await handle.db.destroy();
      throw error;
    }
    app.decorate('db', handle.db);
    app.decorate('dbDialect', handle.dialect);
    if (owned) app.addHook('onClose', async () => handle.db.destroy());
    // The replica is only read, never migrated: the schema reaches it by streaming, like every other write.
    const { database } = app.config;
    const replica =
      database.kind === 'postgres' && database.replicaUrl
        ? createReadReplica(
            handle.db,
            createDatabase(
              {
                kind: 'postgres',
                url: database.replicaUrl,
                ...(database.schema ? { schema: database.schema } : {}),
              },
              {
                // the pool drops the connection; the router reads the primary until the replica answers again
                onIdleError: (error) => app.log.warn({ err: error }, 'read replica connection lost'),
              },
            ).db,
          )
        : primaryOnly(handle.db);
    app.decorate('readReplica', replica);
    app.addHook('onClose', async () => replica.destroy());
  },
  { name: 'database', dependencies: ['config'] },
);
