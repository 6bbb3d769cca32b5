import { sql, type Kysely } from 'kysely';

import { createDatabase } from '../../../src/db/create-database';
import { migrateToLatest } from '../../../src/db/migrate';
import { buildTestApp, createTestDatabase, ENGINES } from '../../helper';
import { RECORDS_SEED, seedRecords } from '../../records-helper';
import { migrateBefore } from './migrate-before';

// Migration 0105: report monitoring's editions move onto the job engine. The editions still queued, and the one a
// worker of the old code was running, become data-refresh jobs that the new job applies after the migration; a
// complete edition stays as it was; the queue columns are gone.

describe.each(ENGINES)('migration 0105 (data-refresh jobs) on %s', (engine) => {
  it('hands the queued and running editions to the data-refresh job, which applies each once', async () => {
    const database = await createTestDatabase(engine);
    const { db, dialect } = createDatabase(database.config, { poolSize: 1 });
    try {
      await migrateBefore(db, dialect, '0105');
      const loose = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const now = Date.now();
      const row = (edition: number, status: string, extra: Record<string, unknown> = {}) => ({
        dataset_seed: RECORDS_SEED,
        edition,
        status,
        forced_people: '[]',
        attempts: 0,
        next_attempt_at: now - 1_000,
        created_at: now - 10_000,
        ...extra,
      });
      await loose
        .insertInto('data_refreshes')
        .values([
          row(1, 'complete', { stats: '{"edition":1}', finished_at: now - 5_000 }),
          row(2, 'queued', { attempts: 1, error: 'a first try failed' }),
          row(3, 'running', { attempts: 1, claim_token: 'gone-worker', claimed_at: now - 2_000 }),
        ])
        .execute();

      await migrateToLatest(db, dialect);
      const columns = (await db.introspection.getTables())
        .find((table) => table.name === 'data_refreshes')!
        .columns.map((column) => column.name);
      for (const gone of ['claim_token', 'claimed_at', 'attempts', 'next_attempt_at'])
        expect(columns).not.toContain(gone);
      expect(
        await sql<{ edition: number; status: string }>`select edition, status from data_refreshes order by edition`
          .execute(db)
          .then((result) => result.rows.map((r) => [Number(r.edition), r.status])),
      ).toEqual([
        [1, 'complete'],
        [2, 'queued'],
        [3, 'queued'],
      ]);
    } finally {
      await db.destroy();
    }

    // the data set the editions apply to, then the app of the new code: its job applies both, once
    await seedRecords(database, 300);
    const app = await buildTestApp(database, { seed: false });
    try {
      expect(await app.jobs.drain('data-refresh')).toBe(2);
      expect(await app.jobs.drain('data-refresh')).toBe(0);
      const rows = await app.db
        .selectFrom('data_refreshes')
        .select(['edition', 'status', 'stats'])
        .orderBy('edition')
        .execute();
      expect(rows.map((r) => [r.edition, r.status])).toEqual([
        [1, 'complete'],
        [2, 'complete'],
        [3, 'complete'],
      ]);
      expect(JSON.parse(rows[0]!.stats!)).toEqual({ edition: 1 });
      expect(JSON.parse(rows[2]!.stats!)).toMatchObject({ edition: 3 });
    } finally {
      await app.close();
      await database.drop();
    }
  }, 120_000);
});
