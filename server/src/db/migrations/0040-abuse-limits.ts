import type { Kysely, Migration } from 'kysely';

import type { DialectName } from '../create-database';
import { timestampType } from './schema-helpers';

// Abuse limits (issue 13 point 3). The telemetry retention deletes by age, so error_reports gets the index on
// created_at that events has had since 0001. scheduled_tasks holds when a periodic task that every instance runs is
// next due: the instance whose compare-and-swap moves that time forward does the work, the others skip it.
export function abuseLimitsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('error_reports_created_idx')
        .ifNotExists()
        .on('error_reports')
        .column('created_at')
        .execute();
      await db.schema
        .createTable('scheduled_tasks')
        .ifNotExists()
        .addColumn('name', 'text', (col) => col.primaryKey())
        .addColumn('next_run_at', timestampType(dialect), (col) => col.notNull())
        .execute();
    },
  };
}
