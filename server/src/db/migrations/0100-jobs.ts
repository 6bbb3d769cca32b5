import PgBoss from 'pg-boss';
import { sql, type Kysely, type Migration } from 'kysely';

import type { DialectName } from '../create-database';
import { jobSchemaName } from '../job-schema-name';

// The one job engine (issue 57 point 1).
// - SQLite: the embedded queue's table. A row is a job with its own retry settings (copied from the job's settings
//   when sent, as pg-boss does), its state and the lease of the worker that claimed it. One waiting, one retrying and
//   one running job per singleton key, as pg-boss's "stately" queues; due and taken-over jobs are found by state and
//   time; finished ones are purged by age.
// - PostgreSQL: pg-boss's own schema, built from pg-boss's construction plan here so the server runs it with
//   `migrate: false` (every instance then finds it made, and schema changes stay in our migrations: a pg-boss upgrade
//   that changes its schema version adds a migration running PgBoss.getMigrationPlans). The plan brings its own
//   BEGIN/COMMIT; this migration already runs in a transaction, so they are taken off (its advisory lock stays).

export function jobsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
        const appSchema = rows[0]?.schema;
        if (!appSchema) throw new Error('no current schema to put the pg-boss schema beside');
        const plan = PgBoss.getConstructionPlans(jobSchemaName(appSchema))
          .replace(/^\s*BEGIN;/, '')
          .replace(/COMMIT;\s*$/, '');
        await sql.raw(plan).execute(db);
        return;
      }
      await db.schema
        .createTable('jobs')
        .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('payload', 'text', (col) => col.notNull())
        // created | retry | active | completed | failed (pg-boss's names)
        .addColumn('state', 'text', (col) => col.notNull())
        .addColumn('singleton_key', 'text')
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('retry_limit', 'integer', (col) => col.notNull())
        .addColumn('retry_delay_ms', 'integer', (col) => col.notNull())
        .addColumn('retry_backoff', 'integer', (col) => col.notNull())
        .addColumn('expire_ms', 'integer', (col) => col.notNull())
        .addColumn('run_after', 'integer', (col) => col.notNull())
        .addColumn('lease_token', 'text')
        .addColumn('lease_expires_at', 'integer')
        .addColumn('created_at', 'integer', (col) => col.notNull())
        .addColumn('finished_at', 'integer')
        .addColumn('last_error', 'text')
        .execute();
      await sql`create unique index jobs_singleton_ux on jobs (name, state, singleton_key)
        where singleton_key is not null and state in ('created', 'retry', 'active')`.execute(db);
      await db.schema.createIndex('jobs_due_ix').on('jobs').columns(['state', 'run_after']).execute();
      await db.schema.createIndex('jobs_finished_ix').on('jobs').column('finished_at').execute();
    },
  };
}
