import { sql, type Kysely, type Migration } from 'kysely';

import type { DialectName } from '../create-database';
import { createTableWithId, timestampType } from './schema-helpers';

// What the host shell loads with its header (issue 5, spec §3 and §7): identity-monitoring alerts and the
// data-monitoring service's record notifications, one row per notice and member, plus the meta key of the
// user-research screener (null = off; RESEARCH_SCREENER_URL overrides it, see content-repository.ts).

/** Meta key of the user-research screener URL, as it was when this migration was written (frozen). */
const RESEARCH_SCREENER_META_KEY = 'research.screener_url';

export function hostShellMigration(dialect: DialectName): Migration {
  const time = timestampType(dialect);

  return {
    async up(db: Kysely<unknown>) {
      const withId = (name: string) => createTableWithId(db, dialect, name);

      await withId('identity_notifications')
        .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
        // the monitoring provider's id of the alert: a second delivery of the same alert is not a second row
        .addColumn('alert_id', 'text', (col) => col.notNull())
        .addColumn('report_name', 'text', (col) => col.notNull())
        .addColumn('category', 'text', (col) => col.notNull())
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('created_at', time, (col) => col.notNull())
        .addUniqueConstraint('identity_notifications_alert_uq', ['account_id', 'alert_id'])
        .execute();

      await withId('record_notifications')
        .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
        // the data-monitoring service's id of the update (deduplicates deliveries, like alert_id above)
        .addColumn('ref', 'text', (col) => col.notNull())
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('display', 'text', (col) => col.notNull())
        .addColumn('first_name', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('last_name', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('created_at', time, (col) => col.notNull())
        .addUniqueConstraint('record_notifications_ref_uq', ['account_id', 'ref'])
        .addCheckConstraint('record_notifications_type_ck', sql`type in ('location', 'person')`)
        .execute();

      // The unique constraints above lead with account_id, so they also serve the per-member reads.

      await db
        .withTables<{ meta_values: { key: string; value: string } }>()
        .insertInto('meta_values')
        .values({ key: RESEARCH_SCREENER_META_KEY, value: JSON.stringify(null) })
        .execute();
    },
  };
}
