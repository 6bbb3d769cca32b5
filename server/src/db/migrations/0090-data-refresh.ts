import { sql, type Kysely, type Migration } from 'kysely';

import type { DialectName } from '../create-database';
import { createTableWithId, timestampType } from './schema-helpers';

// Report monitoring (issue 18 point 4): the data-refresh job applies a new edition of the public-records data and
// tells the members who monitor a changed person or place what changed. A monitored record keeps the data set id its
// pointer decodes to (subject_id), so a refresh finds the watchers of a change by index instead of decoding every
// pointer; a record notification keeps what changed with its old and new value; data_refreshes is the job's queue.

export function dataRefreshMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const time = timestampType(dialect);
      for (const table of ['monitored_person_records', 'monitored_location_records']) {
        await db.schema.alterTable(table).addColumn('subject_id', 'integer').execute();
        await db.schema.createIndex(`${table}_subject_ix`).on(table).columns(['subject_id', 'is_archived']).execute();
      }

      await db.schema.alterTable('record_notifications').addColumn('monitored_record_id', 'integer').execute();
      await db.schema.alterTable('record_notifications').addColumn('field', 'text').execute();
      await db.schema.alterTable('record_notifications').addColumn('old_value', 'text').execute();
      await db.schema.alterTable('record_notifications').addColumn('new_value', 'text').execute();

      await createTableWithId(db, dialect, 'data_refreshes')
        .addColumn('dataset_seed', 'text', (col) => col.notNull())
        .addColumn('edition', 'integer', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        /** data set person ids this edition must change besides its sample (demos and tests), JSON */
        .addColumn('forced_people', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('claim_token', 'text')
        .addColumn('claimed_at', time)
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', time, (col) => col.notNull())
        .addColumn('error', 'text')
        .addColumn('stats', 'text')
        .addColumn('created_at', time, (col) => col.notNull())
        .addColumn('finished_at', time)
        .addUniqueConstraint('data_refreshes_edition_uq', ['dataset_seed', 'edition'])
        .addCheckConstraint('data_refreshes_status_ck', sql`status in ('queued', 'running', 'complete', 'failed')`)
        .execute();
      await db.schema
        .createIndex('data_refreshes_due_ix')
        .on('data_refreshes')
        .columns(['status', 'next_attempt_at'])
        .execute();
    },
  };
}
