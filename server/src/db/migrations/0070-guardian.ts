import { sql, type Kysely, type Migration } from 'kysely';

import type { DialectName } from '../create-database';
import { createTableWithId, timestampType } from './schema-helpers';

// Guardian (issue 17): what a protection member gave Guardian to look for, the broker catalog, the listings scans
// find, the removal request of each listing, the scans themselves (a durable job queue worked by the job runner)
// and the score after each scan.

export function guardianMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const time = timestampType(dialect);
      await db.schema.alterTable('protection_members').addColumn('relationship', 'text').execute();
      // JSON: middle name, date of birth, other names, addresses, phones, e-mails and the identity details to monitor
      await db.schema
        .alterTable('protection_members')
        .addColumn('details', 'text', (col) => col.notNull().defaultTo('{}'))
        .execute();
      await db.schema.alterTable('protection_members').addColumn('enrolled_at', time).execute();
      // when the next scheduled re-scan is due; null while one is queued or running, or before enrolment
      await db.schema.alterTable('protection_members').addColumn('next_scan_at', time).execute();
      await db.schema.createIndex('protection_members_next_scan_ix').on('protection_members').column('next_scan_at').execute();
      await db.schema.createIndex('protection_members_record_ix').on('protection_members').column('record_id').execute();

      await createTableWithId(db, dialect, 'guardian_brokers')
        .addColumn('slug', 'text', (col) => col.notNull().unique())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('domain', 'text', (col) => col.notNull())
        .addColumn('category', 'text', (col) => col.notNull())
        .addColumn('opt_out_method', 'text', (col) => col.notNull())
        .addColumn('opt_out_url', 'text')
        .addColumn('opt_out_email', 'text')
        .addColumn('opt_out_address', 'text')
        .addColumn('processing_days', 'integer', (col) => col.notNull())
        // JSON array of the fields a listing there shows
        .addColumn('exposes', 'text', (col) => col.notNull())
        .addColumn('coverage', 'integer', (col) => col.notNull())
        .addColumn('relist_percent', 'integer', (col) => col.notNull())
        .addColumn('reach', 'integer', (col) => col.notNull())
        .addColumn('verification', 'text', (col) => col.notNull())
        .addColumn('profile_path', 'text', (col) => col.notNull())
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('updated_at', time, (col) => col.notNull())
        .execute();

      await createTableWithId(db, dialect, 'guardian_listings')
        .addColumn('member_id', 'integer', (col) =>
          col.notNull().references('protection_members.id').onDelete('cascade'),
        )
        .addColumn('broker_slug', 'text', (col) => col.notNull())
        .addColumn('listing_key', 'text', (col) => col.notNull())
        .addColumn('url', 'text', (col) => col.notNull())
        .addColumn('exposed', 'text', (col) => col.notNull())
        // Beacon's own listing: the public-records person it is
        .addColumn('person_id', 'integer')
        .addColumn('present', 'integer', (col) => col.notNull())
        .addColumn('first_seen_at', time, (col) => col.notNull())
        .addColumn('last_seen_at', time, (col) => col.notNull())
        .addUniqueConstraint('guardian_listings_key_uq', ['member_id', 'listing_key'])
        .execute();

      await createTableWithId(db, dialect, 'guardian_removals')
        .addColumn('listing_id', 'integer', (col) =>
          col.notNull().unique().references('guardian_listings.id').onDelete('cascade'),
        )
        .addColumn('member_id', 'integer', (col) =>
          col.notNull().references('protection_members.id').onDelete('cascade'),
        )
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('submitted_at', time, (col) => col.notNull())
        .addColumn('next_due_at', time)
        .addColumn('action_required', 'text')
        .addColumn('verified', 'integer', (col) => col.notNull().defaultTo(0))
        // JSON array of { status, at }
        .addColumn('history', 'text', (col) => col.notNull())
        .addColumn('reference', 'text', (col) => col.notNull())
        .addColumn('updated_at', time, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('guardian_removals_member_ix').on('guardian_removals').column('member_id').execute();
      await db.schema.createIndex('guardian_removals_due_ix').on('guardian_removals').column('next_due_at').execute();

      await createTableWithId(db, dialect, 'guardian_scans')
        .addColumn('member_id', 'integer', (col) =>
          col.notNull().references('protection_members.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        // the ordinal of this scan among the member's (re-appearances are drawn per scan)
        .addColumn('scan_number', 'integer', (col) => col.notNull())
        .addColumn('run_at', time, (col) => col.notNull())
        .addColumn('claim_token', 'text')
        .addColumn('claimed_at', time)
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('error', 'text')
        .addColumn('brokers_total', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('brokers_done', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('found', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('requested_at', time, (col) => col.notNull())
        .addColumn('started_at', time)
        .addColumn('finished_at', time)
        .execute();
      await db.schema
        .createIndex('guardian_scans_queue_ix')
        .on('guardian_scans')
        .columns(['status', 'run_at'])
        .execute();
      await db.schema.createIndex('guardian_scans_member_ix').on('guardian_scans').columns(['member_id', 'id']).execute();
      // one scan at a time per member: a second "scan now" or a re-scan falling due meanwhile finds this one
      await sql`create unique index guardian_scans_active_uq on guardian_scans (member_id) where status in ('queued', 'running')`.execute(
        db,
      );

      await createTableWithId(db, dialect, 'guardian_scores')
        .addColumn('member_id', 'integer', (col) =>
          col.notNull().references('protection_members.id').onDelete('cascade'),
        )
        // the scan that measured it; null for a change between scans (a removal request completing)
        .addColumn('scan_id', 'integer', (col) => col.unique())
        .addColumn('at', time, (col) => col.notNull())
        .addColumn('opp_score', 'integer', (col) => col.notNull())
        .addColumn('score', 'integer', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('guardian_scores_member_ix').on('guardian_scores').columns(['member_id', 'at']).execute();
    },
  };
}
