import { sql, type Kysely, type Migration } from 'kysely';

import type { DialectName } from '../create-database';
import { timestampType } from './schema-helpers';

// Dark web alerts come from a breach feed (issue 58 point 1: Have I Been Pwned's API v3, or its local stand-in),
// no longer from a corpus generated at start-up. The feed is asked by account, so an item the feed can check keeps
// its value sealed (AES-256-GCM, domain/identity/sealed-values.ts) beside its keyed hash; when it was last checked and
// since when the checks fail are kept, so a feed outage reads "monitoring delayed since …", never "no alerts".
// The generated corpus goes: its breaches were invented, so the alerts they raised are deleted with them (an item
// added again, or checked by the feed, raises what the feed really knows). `breaches` becomes the feed's breaches,
// stored as the feed described them when an alert named them.

export function breachFeedMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const time = timestampType(dialect);
      await sql`delete from identity_notifications where breach_id is not null`.execute(db);
      await sql`delete from breaches`.execute(db);
      for (const table of ['breach_identifiers', 'pwned_passwords', 'breach_corpus']) {
        await db.schema.dropTable(table).execute();
      }
      await db.schema.alterTable('breaches').addColumn('modified_date', 'text').execute();
      await db.schema
        .alterTable('breaches')
        .addColumn('is_fabricated', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();

      await db.schema.alterTable('identity_monitored_items').addColumn('sealed_value', 'text').execute();
      await db.schema.alterTable('identity_monitored_items').addColumn('checked_at', time).execute();
      await db.schema.alterTable('identity_monitored_items').addColumn('check_failing_since', time).execute();
      await db.schema.alterTable('identity_monitored_items').addColumn('check_failure', 'text').execute();
      // a watch removed takes its alerts with it: archived, so they leave every list but their history stays
      await db.schema.alterTable('identity_notifications').addColumn('archived_at', time).execute();
    },
  };
}
