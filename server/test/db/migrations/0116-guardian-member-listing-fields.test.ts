import { createDatabase } from '../../../src/db/create-database';
import { migrateToLatest } from '../../../src/db/migrate';
import { memberFoundListingKey } from '../../../src/repositories/guardian-listings-repository';
import { createTestDatabase, ENGINES } from '../../helper';
import { insertGuardianSelfMember, type LooseDb } from './guardian-member-fixture';
import { migrateBefore } from './migrate-before';

// Migration 0116 (issue 59): a listing the member added before they ticked what its page shows held the site's usual
// fields as if Guardian had read the page; it now shows none. A listing a scan read keeps what the scan saw.

describe.each(ENGINES)('migration 0116 (guardian member listing fields) on %s', (engine) => {
  it('clears the guessed fields of the listings the member added, and only theirs', async () => {
    const database = await createTestDatabase(engine);
    const { db, dialect } = createDatabase(database.config, { poolSize: 1 });
    try {
      await migrateBefore(db, dialect, '0116');
      const loose = db as unknown as LooseDb;
      const now = Date.now();
      const memberId = await insertGuardianSelfMember(
        loose,
        { email: 'found@example.com', firstName: 'Fay', lastName: 'Found' },
        now,
      );
      const listing = (slug: string, key: string, exposed: string) => ({
        member_id: memberId,
        broker_slug: slug,
        listing_key: key,
        url: `https://www.${slug}.com/fay-found`,
        exposed,
        person_id: null,
        present: 1,
        first_seen_at: now,
        last_seen_at: now,
      });
      const guessed = '["name","age","address","phone","relatives"]';
      await loose
        .insertInto('guardian_listings')
        .values([
          listing('mylife', memberFoundListingKey('mylife', 'https://www.mylife.com/fay-found'), guessed),
          listing('clearrecords', 'clearrecords:8-3370a0a9', '["name","age"]'),
          // another site's key that merely contains ":member:" further on is not the member's
          listing('peoplepath', 'peoplepath:x:member:y', '["name"]'),
        ])
        .execute();

      expect(await migrateToLatest(db, dialect)).toContain('0116_guardian_member_listing_fields');

      const rows = await loose
        .selectFrom('guardian_listings')
        .select(['broker_slug', 'exposed'])
        .orderBy('broker_slug')
        .execute();
      expect(rows).toEqual([
        { broker_slug: 'clearrecords', exposed: '["name","age"]' },
        { broker_slug: 'mylife', exposed: '[]' },
        { broker_slug: 'peoplepath', exposed: '["name"]' },
      ]);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
