import { sql, type Kysely, type Migration } from 'kysely';

import type { DialectName } from '../create-database';
import { createTableWithId, timestampType } from './schema-helpers';

// Personal data protection members (spec §3): the people whose data Guardian protects. The "self" member comes from
// the person record the member confirmed as their own (spec §4 self-report confirmation); a partial unique index
// keeps one self member per account, so two confirmations at once cannot make two.

export function protectionMembersMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const time = timestampType(dialect);
      await createTableWithId(db, dialect, 'protection_members')
        .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('record_id', 'integer', (col) => col.references('records.id').onDelete('set null'))
        .addColumn('first_name', 'text', (col) => col.notNull())
        .addColumn('last_name', 'text', (col) => col.notNull())
        .addColumn('is_self', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('pointer', 'text')
        .addColumn('usage_id', 'text', (col) => col.notNull().unique())
        // what the member still has to do: 'setup_required' until the first dark web scan
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('created_at', time, (col) => col.notNull())
        .addColumn('updated_at', time, (col) => col.notNull())
        .addCheckConstraint('protection_members_self_ck', sql`is_self in (0, 1)`)
        .execute();
      await db.schema
        .createIndex('protection_members_self_uq')
        .on('protection_members')
        .column('account_id')
        .unique()
        .where(sql.ref('is_self'), '=', 1)
        .execute();
    },
  };
}
