import { createDatabase } from '../../../src/db/create-database';
import { migrateToLatest } from '../../../src/db/migrate';
import { createTestDatabase, ENGINES } from '../../helper';
import { insertGuardianSelfMember, type LooseDb } from './guardian-member-fixture';
import { migrateBefore } from './migrate-before';

// Migration 0113 (issue 59): the listings an earlier scan derived for other sites (invented URLs), their requests
// (statuses moved by the clock) and the scores computed from them go; Beacon's own listings, real public records,
// stay with their requests; every enrolled member is re-scanned at once.

describe.each(ENGINES)('migration 0113 (guardian real listings) on %s', (engine) => {
  it("deletes the derived listings, their requests and scores, keeps Beacon's and re-scans", async () => {
    const database = await createTestDatabase(engine);
    const { db, dialect } = createDatabase(database.config, { poolSize: 1 });
    try {
      await migrateBefore(db, dialect, '0113');
      const loose = db as unknown as LooseDb;
      const now = Date.now();
      const memberId = await insertGuardianSelfMember(
        loose,
        { email: 'derived@example.com', firstName: 'Dee', lastName: 'Rived', nextScanAt: now + 30 * 86_400_000 },
        now,
      );
      const listing = (slug: string, key: string) => ({
        member_id: memberId,
        broker_slug: slug,
        listing_key: key,
        url:
          slug === 'beacon' ? '/dashboard/search/person/?first=Dee&last=Rived' : 'https://www.spokeo.com/Dee-Rived/x',
        exposed: '["name"]',
        person_id: null,
        present: 1,
        first_seen_at: now,
        last_seen_at: now,
      });
      const ids: number[] = [];
      for (const [slug, key] of [
        ['beacon', 'beacon:person-1'],
        ['spokeo', 'spokeo:abc'],
      ] as const) {
        const row = await loose
          .insertInto('guardian_listings')
          .values(listing(slug, key))
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(Number(row.id));
        await loose
          .insertInto('guardian_removals')
          .values({
            listing_id: Number(row.id),
            member_id: memberId,
            status: 'removed',
            submitted_at: now,
            next_due_at: null,
            action_required: null,
            verified: 1,
            history: '[]',
            reference: `GRD-${slug.toUpperCase()}`,
            updated_at: now,
          })
          .execute();
      }
      await loose
        .insertInto('guardian_scores')
        .values({ member_id: memberId, scan_id: null, at: now, opp_score: 100, score: 222 })
        .execute();

      expect(await migrateToLatest(db, dialect)).toContain('0113_guardian_real_listings');

      const listings = await loose.selectFrom('guardian_listings').select(['id', 'broker_slug']).execute();
      expect(listings.map((row) => [Number(row.id), row.broker_slug])).toEqual([[ids[0], 'beacon']]);
      const removals = await loose.selectFrom('guardian_removals').select(['reference', 'channel']).execute();
      expect(removals).toEqual([{ reference: 'GRD-BEACON', channel: null }]);
      expect(await loose.selectFrom('guardian_scores').selectAll().execute()).toEqual([]);
      const rescan = await loose.selectFrom('protection_members').select('next_scan_at').executeTakeFirstOrThrow();
      expect(Number(rescan.next_scan_at)).toBe(0);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
