import { sql, type Kysely, type Migration } from 'kysely';

// A listing the member found on a site Guardian cannot read (issue 59) first held the catalog's list of what that
// site usually shows, as if Guardian had read the page: its "Shows", its points and its letter claimed fields nobody
// had seen. The member now ticks what the page shows; the listings added before say nothing ("Not known") rather than
// keep a guess. Their key is `<broker>:member:<hash of the page address>` (memberFoundListingKey).

export function guardianMemberListingFieldsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`update guardian_listings set exposed = '[]' where listing_key like broker_slug || ':member:%'`.execute(
        db,
      );
    },
  };
}
