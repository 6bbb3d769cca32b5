import { sql, type Kysely, type Migration } from 'kysely';

import type { DialectName } from '../create-database';
import { timestampType } from './schema-helpers';

// A member's records (spec §3 Record; the create-record flow of spec §2.4 and POST /me/records of §7). A record
// names what it is about by its type and either a public-records pointer (person, location) or a value (phone
// digits, lower-cased e-mail), never both; `data` keeps the display data the record cards show, taken from the
// public records when the record was created.
//
// "At most one record per member, type and pointer-or-value" is two unique constraints: the check constraint leaves
// exactly one of pointer and value set, and both engines let NULLs repeat under a unique constraint. They lead with
// account_id, so they also serve the per-member reads.

export function recordsMigration(dialect: DialectName): Migration {
  const time = timestampType(dialect);

  return {
    async up(db: Kysely<unknown>) {
      const table =
        dialect === 'postgres'
          ? db.schema.createTable('records').addColumn('id', 'serial', (col) => col.primaryKey())
          : db.schema.createTable('records').addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());

      await table
        .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('pointer', 'text')
        .addColumn('value', 'text')
        .addColumn('data', 'text', (col) => col.notNull().defaultTo('{}'))
        // the id the report calls use (GET /me/records/{reportId}/layout); the record id unless a later issue
        // gives a record another report
        .addColumn('report_id', 'text')
        .addColumn('is_archived', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('is_premium', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', time, (col) => col.notNull())
        .addColumn('updated_at', time, (col) => col.notNull())
        .addCheckConstraint('records_type_ck', sql`type in ('person', 'phone', 'email', 'location')`)
        .addCheckConstraint(
          'records_key_ck',
          sql`(type in ('person', 'location') and pointer is not null and value is null)
            or (type in ('phone', 'email') and value is not null and pointer is null)`,
        )
        .addCheckConstraint('records_flags_ck', sql`is_archived in (0, 1) and is_premium in (0, 1)`)
        .addUniqueConstraint('records_pointer_uq', ['account_id', 'type', 'pointer'])
        .addUniqueConstraint('records_value_uq', ['account_id', 'type', 'value'])
        .execute();
    },
  };
}
