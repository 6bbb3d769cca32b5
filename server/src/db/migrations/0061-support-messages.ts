import type { Kysely, Migration } from 'kysely';

import type { DialectName } from '../create-database';
import { createTableWithId, timestampType } from './schema-helpers';

// Messages of the Contact Us form (issue 16 point 7), kept for Member Care.
export function supportMessagesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createTableWithId(db, dialect, 'support_messages')
        .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('topic', 'text', (col) => col.notNull())
        .addColumn('message', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('created_at', timestampType(dialect), (col) => col.notNull())
        .execute();
      await db.schema.createIndex('support_messages_account_ix').on('support_messages').column('account_id').execute();
    },
  };
}
