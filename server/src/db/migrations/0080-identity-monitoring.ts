import { sql, type Kysely, type Migration } from 'kysely';

import type { DialectName } from '../create-database';
import { createTableWithId, timestampType } from './schema-helpers';

// Identity and dark web monitoring (issue 18): the people a member has monitored, what is watched for each (a keyed
// hash and a masked form, never the value), the breach corpus (breaches, the hashes of the identifiers each exposed,
// the SHA-1 of breached passwords split for k-anonymity range queries) and the alerts tied to a member and a breach.

export function identityMonitoringMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const time = timestampType(dialect);
      await createTableWithId(db, dialect, 'identity_members')
        .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('first_name', 'text', (col) => col.notNull())
        .addColumn('last_name', 'text', (col) => col.notNull())
        .addColumn('is_self', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('private_mode', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('is_archived', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', time, (col) => col.notNull())
        .addColumn('updated_at', time, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('identity_members_account_ix').on('identity_members').column('account_id').execute();
      await sql`create unique index identity_members_self_uq on identity_members (account_id) where is_self = 1`.execute(db);

      await createTableWithId(db, dialect, 'identity_monitored_items')
        .addColumn('member_id', 'integer', (col) => col.notNull().references('identity_members.id').onDelete('cascade'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('hash', 'text', (col) => col.notNull())
        .addColumn('display', 'text', (col) => col.notNull())
        .addColumn('created_at', time, (col) => col.notNull())
        .addUniqueConstraint('identity_monitored_items_uq', ['member_id', 'kind', 'hash'])
        .execute();

      await createTableWithId(db, dialect, 'breaches')
        .addColumn('name', 'text', (col) => col.notNull().unique())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('domain', 'text', (col) => col.notNull())
        .addColumn('breach_date', 'text', (col) => col.notNull())
        .addColumn('added_date', 'text', (col) => col.notNull())
        .addColumn('pwn_count', 'integer', (col) => col.notNull())
        .addColumn('data_classes', 'text', (col) => col.notNull())
        .addColumn('is_verified', 'integer', (col) => col.notNull())
        .addColumn('is_sensitive', 'integer', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('breach_identifiers')
        .addColumn('hash', 'text', (col) => col.notNull())
        .addColumn('breach_id', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('breach_identifiers_pk', ['hash', 'breach_id'])
        .execute();
      await db.schema
        .createTable('pwned_passwords')
        .addColumn('prefix', 'text', (col) => col.notNull())
        .addColumn('suffix', 'text', (col) => col.notNull())
        .addColumn('count', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('pwned_passwords_pk', ['prefix', 'suffix'])
        .execute();
      // which data set and key the corpus was built for (rebuilt when either changes)
      await db.schema
        .createTable('breach_corpus')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('dataset_seed', 'text', (col) => col.notNull())
        .addColumn('key_id', 'text', (col) => col.notNull())
        .addColumn('identifiers', 'integer', (col) => col.notNull())
        .addColumn('built_at', time, (col) => col.notNull())
        .execute();

      await db.schema.alterTable('identity_notifications').addColumn('member_id', 'integer').execute();
      await db.schema.alterTable('identity_notifications').addColumn('breach_id', 'integer').execute();
      await db.schema.alterTable('identity_notifications').addColumn('item_id', 'integer').execute();
      await db.schema
        .alterTable('identity_notifications')
        .addColumn('empty_report', 'text', (col) => col.notNull().defaultTo('N'))
        .execute();
      await sql`create unique index identity_notifications_item_uq on identity_notifications (item_id, breach_id) where item_id is not null`.execute(
        db,
      );
      await db.schema
        .createIndex('identity_notifications_member_ix')
        .on('identity_notifications')
        .column('member_id')
        .execute();
    },
  };
}
