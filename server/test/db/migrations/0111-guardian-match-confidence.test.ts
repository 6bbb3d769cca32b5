import { sql } from 'kysely';

import { createDatabase } from '../../../src/db/create-database';
import { migrateToLatest } from '../../../src/db/migrate';
import { createTestDatabase, ENGINES } from '../../helper';
import { insertGuardianSelfMember, type LooseDb } from './guardian-member-fixture';
import { migrateBefore } from './migrate-before';

// Migration 0111 (issue 59 point 3): Guardian's listings gain their match score and the member's verdict. A listing
// found before it keeps everything it had and is not scored (every new column null); a scored one stores them.

describe.each(ENGINES)('migration 0111 (guardian match confidence) on %s', (engine) => {
  it('adds the match and verdict columns, null on the listings already found', async () => {
    const database = await createTestDatabase(engine);
    const { db, dialect } = createDatabase(database.config, { poolSize: 1 });
    try {
      await migrateBefore(db, dialect, '0111');
      const loose = db as unknown as LooseDb;
      const now = Date.now();
      const memberId = await insertGuardianSelfMember(
        loose,
        { email: 'listed@example.com', firstName: 'Lee', lastName: 'Listed' },
        now,
      );
      const listing = {
        member_id: memberId,
        broker_slug: 'beacon',
        listing_key: 'beacon:17-0a1b2c3d',
        url: 'http://127.0.0.1:2531/person/17-0a1b2c3d',
        exposed: '["name","age"]',
        person_id: null,
        present: 1,
        first_seen_at: now,
        last_seen_at: now,
      };
      await loose.insertInto('guardian_listings').values(listing).execute();

      expect(await migrateToLatest(db, dialect)).toContain('0111_guardian_match_confidence');

      const [before] = (await sql<Record<string, unknown>>`select * from guardian_listings`.execute(db)).rows;
      expect(before).toMatchObject({
        listing_key: listing.listing_key,
        url: listing.url,
        match_confidence: null,
        match_decision: null,
        match_evidence: null,
        member_verdict: null,
        verdict_at: null,
      });

      const evidence = JSON.stringify([
        { field: 'name', verdict: 'match', subjectValue: 'Lee Listed', listingValue: 'Lee Listed', points: 35 },
      ]);
      await db
        .insertInto('guardian_listings')
        .values({
          ...listing,
          listing_key: 'beacon:18-99aa88bb',
          match_confidence: 55,
          match_decision: 'ask',
          match_evidence: evidence,
          member_verdict: 'not_mine',
          verdict_at: now,
        })
        .execute();
      const scored = await db
        .selectFrom('guardian_listings')
        .select(['match_confidence', 'match_decision', 'match_evidence', 'member_verdict', 'verdict_at'])
        .where('listing_key', '=', 'beacon:18-99aa88bb')
        .executeTakeFirstOrThrow();
      expect({ ...scored, verdict_at: Number(scored.verdict_at) }).toEqual({
        match_confidence: 55,
        match_decision: 'ask',
        match_evidence: evidence,
        member_verdict: 'not_mine',
        verdict_at: now,
      });
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
