import { sql, type Kysely, type Migration } from 'kysely';

import type { DialectName } from '../create-database';
import { createTableWithId, timestampType } from './schema-helpers';

// What a member keeps around a record's report (issue 7; spec §3 "Record stats", "correction item", "record list",
// "monitored person/location record"; §7 PDF): how often the report was read, corrections of its facts with an
// audit trail, section ratings, named lists of records, monitored records, and the PDF jobs the server works.
//
// Unique constraints carry the rules the API promises, so concurrent requests cannot break them: one correction per
// record and item, one rating per record and section, list names unique per member, a record at most once per
// list, a pointer monitored at most once per member, one PDF job per record (re-queued when the report changes).
// Rows hang off their record or member with ON DELETE CASCADE, except the correction events: an audit trail outlives
// the record it describes.

export function recordReportsMigration(dialect: DialectName): Migration {
  const time = timestampType(dialect);
  const bytes = dialect === 'postgres' ? 'bytea' : 'blob';

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('record_views')
        .addColumn('record_id', 'integer', (col) => col.primaryKey().references('records.id').onDelete('cascade'))
        .addColumn('views', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('last_viewed_at', time, (col) => col.notNull())
        .execute();

      await createTableWithId(db, dialect, 'record_corrections')
        .addColumn('record_id', 'integer', (col) => col.notNull().references('records.id').onDelete('cascade'))
        .addColumn('item_id', 'text', (col) => col.notNull())
        .addColumn('section', 'text', (col) => col.notNull())
        .addColumn('value', 'text', (col) => col.notNull())
        .addColumn('active', 'integer', (col) => col.notNull())
        .addColumn('created_at', time, (col) => col.notNull())
        .addColumn('updated_at', time, (col) => col.notNull())
        .addCheckConstraint('record_corrections_active_ck', sql`active in (0, 1)`)
        .addUniqueConstraint('record_corrections_item_uq', ['record_id', 'item_id'])
        .execute();

      await createTableWithId(db, dialect, 'record_correction_events')
        .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('record_id', 'integer', (col) => col.notNull())
        .addColumn('item_id', 'text', (col) => col.notNull())
        // JSON { value, active } before and after the change; before is null for a new correction
        .addColumn('before', 'text')
        .addColumn('after', 'text', (col) => col.notNull())
        .addColumn('created_at', time, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('record_correction_events_record_ix')
        .on('record_correction_events')
        .columns(['record_id', 'id'])
        .execute();

      await createTableWithId(db, dialect, 'record_ratings')
        .addColumn('record_id', 'integer', (col) => col.notNull().references('records.id').onDelete('cascade'))
        .addColumn('section', 'text', (col) => col.notNull())
        .addColumn('rating', 'integer', (col) => col.notNull())
        .addColumn('updated_at', time, (col) => col.notNull())
        .addCheckConstraint('record_ratings_rating_ck', sql`rating between 1 and 5`)
        .addUniqueConstraint('record_ratings_section_uq', ['record_id', 'section'])
        .execute();

      await createTableWithId(db, dialect, 'record_lists')
        .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('created_at', time, (col) => col.notNull())
        .addUniqueConstraint('record_lists_name_uq', ['account_id', 'name'])
        .execute();

      await createTableWithId(db, dialect, 'record_list_items')
        .addColumn('list_id', 'integer', (col) => col.notNull().references('record_lists.id').onDelete('cascade'))
        .addColumn('record_id', 'integer', (col) => col.notNull().references('records.id').onDelete('cascade'))
        .addColumn('created_at', time, (col) => col.notNull())
        .addUniqueConstraint('record_list_items_uq', ['list_id', 'record_id'])
        .execute();
      // deleting a record removes it from lists through this index
      await db.schema.createIndex('record_list_items_record_ix').on('record_list_items').column('record_id').execute();

      for (const table of ['monitored_person_records', 'monitored_location_records']) {
        await createTableWithId(db, dialect, table)
          .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
          .addColumn('pointer', 'text', (col) => col.notNull())
          .addColumn('usage_id', 'text', (col) => col.notNull())
          .addColumn('is_archived', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('created_at', time, (col) => col.notNull())
          .addColumn('updated_at', time, (col) => col.notNull())
          .addCheckConstraint(`${table}_archived_ck`, sql`is_archived in (0, 1)`)
          .addUniqueConstraint(`${table}_pointer_uq`, ['account_id', 'pointer'])
          .execute();
      }

      await createTableWithId(db, dialect, 'pdf_jobs')
        .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('record_id', 'integer', (col) => col.notNull().references('records.id').onDelete('cascade'))
        // what the PDF was made of (data set, record, corrections): a request for another version re-queues
        .addColumn('report_version', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        // a random token per claim: only the worker holding the current claim may finish the job
        .addColumn('claim_token', 'text')
        .addColumn('claimed_at', time)
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('error', 'text')
        // the finished file, in the database so every instance can serve what any instance rendered
        .addColumn('pdf', bytes)
        .addColumn('requested_at', time, (col) => col.notNull())
        .addColumn('finished_at', time)
        .addCheckConstraint('pdf_jobs_status_ck', sql`status in ('queued', 'processing', 'complete', 'failed')`)
        .addUniqueConstraint('pdf_jobs_record_uq', ['record_id'])
        .execute();
      await db.schema.createIndex('pdf_jobs_status_ix').on('pdf_jobs').columns(['status', 'id']).execute();
    },
  };
}
