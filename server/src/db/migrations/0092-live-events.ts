import type { Kysely, Migration } from 'kysely';

import type { DialectName } from '../create-database';
import { createTableWithId, timestampType } from './schema-helpers';

// Live updates (issue 18 point 7): a durable log of what changed for a member, appended in the transaction of the
// change itself, so every API instance's poller sees the same events in id order and fans them out to the streams
// connected to it; nothing lives in one instance's memory that another needs. Rows are kept about an hour.

export function liveEventsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createTableWithId(db, dialect, 'live_events')
        .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('topic', 'text', (col) => col.notNull())
        .addColumn('payload', 'text')
        .addColumn('created_at', timestampType(dialect), (col) => col.notNull())
        .execute();
      // the replay of one member's stream reads (account_id, id > last event id); the poller reads by id alone (the key)
      await db.schema.createIndex('live_events_account_ix').on('live_events').columns(['account_id', 'id']).execute();
      // retention deletes by age
      await db.schema.createIndex('live_events_created_ix').on('live_events').column('created_at').execute();
    },
  };
}
