import type { Kysely, Migration } from 'kysely';

import type { DialectName } from '../create-database';
import { createTableWithId, timestampType } from './schema-helpers';

// Identity alerts from the identity-monitoring provider (issue 58): the accounts enrolled at the provider, each by
// an opaque reference (never the account id: the provider learns nothing Beacon does not send it), every event the
// provider's signed webhook delivered (its id unique: a repeated delivery is found and changes nothing), and on each
// alert the event that produced it, so every notice has a producer record. Numbered 0107: 0106 is another branch's.

export function identityEventsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const time = timestampType(dialect);
      await createTableWithId(db, dialect, 'identity_subscribers')
        .addColumn('account_id', 'integer', (col) =>
          col.notNull().unique().references('accounts.id').onDelete('cascade'),
        )
        .addColumn('reference', 'text', (col) => col.notNull().unique())
        .addColumn('created_at', time, (col) => col.notNull())
        // null until the provider accepted the enrollment (job enroll-identity-subscriber)
        .addColumn('enrolled_at', time)
        .execute();

      await createTableWithId(db, dialect, 'identity_events')
        // the provider's id of the event (evt_…): the key of idempotent delivery
        .addColumn('event_id', 'text', (col) => col.notNull().unique())
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('subscriber_reference', 'text', (col) => col.notNull())
        // null: no subscriber has the reference (an unmatched event, kept and raising nothing)
        .addColumn('account_id', 'integer', (col) => col.references('accounts.id').onDelete('cascade'))
        .addColumn('received_at', time, (col) => col.notNull())
        // the event's JSON as received (signed bytes), for the job that turns it into an alert
        .addColumn('payload', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('identity_events_account_ix').on('identity_events').column('account_id').execute();

      await db.schema
        .alterTable('identity_notifications')
        .addColumn('identity_event_id', 'integer', (col) => col.references('identity_events.id').onDelete('set null'))
        .execute();
    },
  };
}
