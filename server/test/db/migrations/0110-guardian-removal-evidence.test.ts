import { sql, type Kysely } from 'kysely';

import { createDatabase } from '../../../src/db/create-database';
import { migrateToLatest } from '../../../src/db/migrate';
import { createTestDatabase, ENGINES, TestClock } from '../../helper';
import { migrateBefore } from './migrate-before';

// Migration 0110 (issue 59 point 4): the proof of each removal. Its bytes come back exactly as written on both engines
// (bytea / blob), a piece of proof goes with its removal request, and a row that is neither a status change with its
// status nor content with its type is refused.

describe.each(ENGINES)('migration 0110 (guardian removal evidence) on %s', (engine) => {
  it('keeps binary captures exactly, cascades with the removal and refuses rows of no known shape', async () => {
    const database = await createTestDatabase(engine);
    const { db, dialect } = createDatabase(database.config, { poolSize: 1 });
    const now = new TestClock().now;
    try {
      await migrateBefore(db, dialect, '0110');
      const loose = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const account = await loose
        .insertInto('accounts')
        .values({
          email: 'proof@example.com',
          first_name: 'Pat',
          last_name: 'Proof',
          password_hash: 'x',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const member = await loose
        .insertInto('protection_members')
        .values({
          account_id: Number(account.id),
          first_name: 'Pat',
          last_name: 'Proof',
          is_self: 0,
          usage_id: 'guardian-proof',
          status: 'active',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const listing = await loose
        .insertInto('guardian_listings')
        .values({
          member_id: Number(member.id),
          broker_slug: 'beacon',
          listing_key: 'beacon:1',
          url: 'http://127.0.0.1:2531/person/1-0a1b2c3d',
          exposed: '["name"]',
          present: 1,
          first_seen_at: now,
          last_seen_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const removal = await loose
        .insertInto('guardian_removals')
        .values({
          listing_id: Number(listing.id),
          member_id: Number(member.id),
          status: 'submitted',
          submitted_at: now,
          history: '[]',
          reference: 'GRD-PROOF1',
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      expect(await migrateToLatest(db, dialect)).toContain('0110_guardian_removal_evidence');

      const owner = { removal_id: Number(removal.id), member_id: Number(member.id), listing_id: Number(listing.id) };
      // every byte value, so an encoding step (text, UTF-8, escaping) would show
      const bytes = Buffer.from(Array.from({ length: 512 }, (_, index) => index % 256));
      await db
        .insertInto('guardian_removal_evidence')
        .values([
          { ...owner, kind: 'before', mime: 'image/png', caption: 'Before', content: bytes, at: now },
          { ...owner, kind: 'status', caption: 'Removed', status: 'removed', cause: 'the site said so', at: now + 1 },
        ])
        .execute();
      const rows = await db
        .selectFrom('guardian_removal_evidence')
        .select(['kind', 'content', 'status', 'cause', 'at'])
        .orderBy('id')
        .execute();
      expect(rows.map((row) => [row.kind, row.status, row.cause, Number(row.at)])).toEqual([
        ['before', null, null, now],
        ['status', 'removed', 'the site said so', now + 1],
      ]);
      expect(Buffer.isBuffer(rows[0]?.content)).toBe(true);
      expect(Buffer.compare(rows[0]!.content!, bytes)).toBe(0);

      // better-sqlite3's errors come from another realm than jest's Error: match the message, which names the check
      for (const [refused, check] of [
        [{ ...owner, kind: 'screenshot', mime: 'image/png', caption: 'x', content: bytes, at: now }, 'kind_ck'],
        [{ ...owner, kind: 'status', caption: 'no status', at: now }, 'shape_ck'],
        [{ ...owner, kind: 'after', caption: 'no content', mime: 'image/png', at: now }, 'shape_ck'],
      ] as const) {
        await expect(db.insertInto('guardian_removal_evidence').values(refused).execute()).rejects.toMatchObject({
          message: expect.stringContaining(`guardian_removal_evidence_${check}`),
        });
      }

      const indexes = await (
        dialect === 'postgres'
          ? sql<{
              name: string;
            }>`select indexname as name from pg_indexes where tablename = 'guardian_removal_evidence' and schemaname = current_schema()`
          : sql<{
              name: string;
            }>`select name from sqlite_master where type = 'index' and tbl_name = 'guardian_removal_evidence'`
      ).execute(db);
      expect(indexes.rows.map((row) => row.name)).toEqual(
        expect.arrayContaining(['guardian_removal_evidence_removal_ix', 'guardian_removal_evidence_listing_ix']),
      );

      await db.deleteFrom('guardian_removals').where('id', '=', Number(removal.id)).execute();
      expect(await db.selectFrom('guardian_removal_evidence').select('id').execute()).toEqual([]);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
