import { sql, type Kysely, type Migration } from 'kysely';

// Guardian's listings come from the sites themselves (issue 59). Until now a scan derived the other brokers'
// listings from a hash of the person (domain/guardian/synthetic-listings.ts, deleted), with URLs that did not exist;
// those rows, their removal requests (whose statuses moved by the clock) and the scores computed from them are
// invented, so they go. Beacon's own listings are real (its public records) and stay, with their requests. Every
// enrolled member is re-scanned at once, so what they see next is what the sites really show.
//
// A listing gains what the site's page showed of its person (`shown`, JSON: the evidence its match is scored on) and
// the site's own id of it; a removal request gains the channel it went by and the site's own reference; a scan keeps
// the sites it could not read (JSON [{ slug, error }]), whose listings it left as they were.

export function guardianRealListingsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('guardian_listings').addColumn('site_listing_id', 'text').execute();
      await db.schema.alterTable('guardian_listings').addColumn('shown', 'text').execute();
      await db.schema.alterTable('guardian_removals').addColumn('channel', 'text').execute();
      await db.schema.alterTable('guardian_removals').addColumn('site_reference', 'text').execute();
      await db.schema.alterTable('guardian_scans').addColumn('site_errors', 'text').execute();
      // a site's reply names its request by reference (removals+<reference>@…)
      await db.schema
        .createIndex('guardian_removals_reference_ix')
        .on('guardian_removals')
        .column('reference')
        .execute();

      await sql`delete from guardian_removals where listing_id in
        (select id from guardian_listings where broker_slug <> 'beacon')`.execute(db);
      await sql`delete from guardian_listings where broker_slug <> 'beacon'`.execute(db);
      await sql`delete from guardian_scores`.execute(db);
      await sql`update protection_members set next_scan_at = 0 where next_scan_at is not null`.execute(db);
    },
  };
}
