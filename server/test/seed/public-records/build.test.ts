import { sql } from 'kysely';

import { createDatabase } from '../../../src/db/create-database';
import { migrateToLatest } from '../../../src/db/migrate';
import { PUBLIC_RECORD_INDEXES } from '../../../src/db/public-records-schema';
import { countRows, ensureDataset, readDataset } from '../../../src/seed/public-records/build';
import {
  buildTestApp,
  createTestDatabase,
  ENGINES,
  inject,
  loginTokens,
  MEMBERS,
  type TestDatabase,
} from '../../helper';
import { explainPlan, seedRecords } from '../../records-helper';

// Building the data set into a database: counts, reuse, and determinism of what the API answers (the same seed
// gives byte-identical query results, on a fresh database as on a rebuilt one).

const QUERIES = [
  '/v1/search/people?firstName=Paula&lastName=Reyes',
  '/v1/search/people?firstName=J&lastName=Reyes&pageSize=50',
  '/v1/search/people?firstName=Peter&lastName=Lindquist',
  '/v1/search/emails?email=guardian@demo.beacon.test',
  '/v1/lookup?search=1',
  '/v1/lookup?search=Ma',
];

async function answers(database: TestDatabase): Promise<string[]> {
  const app = await buildTestApp(database);
  try {
    const { accessToken } = await loginTokens(app, MEMBERS.premium);
    const bodies: string[] = [];
    for (const url of QUERIES) {
      const response = await inject(app, { method: 'GET', url, token: accessToken });
      expect(response.statusCode).toBe(200);
      bodies.push(response.body);
    }
    // and the records behind the first results, every section
    const first = JSON.parse(bodies[1]!) as { results: Array<{ pointer: string }> };
    for (const { pointer } of first.results.slice(0, 5)) {
      const response = await inject(app, {
        method: 'GET',
        url: `/v1/people/${pointer}?fields=names,locations,dobs,dods,phones,emails,relatives,associates,usernames,social,jobs,educations,criminal_records,sex_offenses,businesses,licenses,finances,assets`,
        token: accessToken,
      });
      bodies.push(response.body);
    }
    return bodies;
  } finally {
    await app.close();
  }
}

describe.each(ENGINES)('public-records build on %s', (engine) => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of databases) await database.drop();
  });

  async function fresh(): Promise<TestDatabase> {
    const database = await createTestDatabase(engine);
    databases.push(database);
    return database;
  }

  it('builds the rows, records the build, and reuses a ready data set', async () => {
    const database = await fresh();
    const built = await seedRecords(database, 800, 'build-test');
    expect(built.built).toBe(true);
    expect(built.rows).toBeGreaterThan(800 * 3);
    const { db } = createDatabase(database.config);
    try {
      const counts = await countRows(db);
      expect(counts.pr_people).toBe(800);
      expect(counts.pr_places).toBeGreaterThan(100);
      const dataset = await readDataset(db);
      expect(dataset).toMatchObject({ seed: 'build-test', people: 800, status: 'ready' });
      expect(dataset!.totals).toMatchObject({ people: 800 });
    } finally {
      await db.destroy();
    }
    const again = await ensureDataset(database.config, { people: 5000, seed: 'other' });
    expect(again.built).toBe(false);
    expect(again.dataset.people).toBe(800);
    const exact = await ensureDataset(database.config, { people: 900, seed: 'build-test', exact: true });
    expect(exact.built).toBe(true);
    expect(exact.dataset.people).toBe(900);
  });

  it('rebuilds a data set whose build was interrupted', async () => {
    const database = await fresh();
    await seedRecords(database, 300, 'interrupted');
    const { db } = createDatabase(database.config);
    try {
      await db.updateTable('pr_dataset').set({ status: 'building' }).execute();
    } finally {
      await db.destroy();
    }
    const result = await ensureDataset(database.config, { people: 300, seed: 'interrupted' });
    expect(result.built).toBe(true);
    expect(result.dataset.status).toBe('ready');
  });

  it('creates the search indexes after the load', async () => {
    const database = await fresh();
    await seedRecords(database, 200, 'indexes');
    const { db } = createDatabase(database.config);
    try {
      const tables = await db.introspection.getTables();
      expect(tables.map((table) => table.name)).toEqual(
        expect.arrayContaining(['pr_people', 'pr_places', 'pr_phones']),
      );
      const names =
        engine === 'sqlite'
          ? (
              await db
                .selectFrom('sqlite_master' as never)
                .select('name' as never)
                .where('type' as never, '=', 'index' as never)
                .execute()
            ).map((row) => (row as { name: string }).name)
          : (
              await db
                .selectFrom('pg_indexes' as never)
                .select('indexname' as never)
                .execute()
            ).map((row) => (row as { indexname: string }).indexname);
      for (const index of PUBLIC_RECORD_INDEXES) expect(names).toContain(index.name);
    } finally {
      await db.destroy();
    }
  });

  it('reads person search from its indexes alone, in rank order where a page is ranked, once migrated and once built', async () => {
    const database = await fresh();
    const { db } = createDatabase(database.config);
    // a rare name's matches, unranked (the service ranks the few there are), from pr_people_sound_idx's result cards
    const few = sql`select id, first_name, last_name, places_summary, relatives_summary from pr_people
      where last_phon = ${'SM0'} and first_phon in (${'JN'}, ${'JNS'}) and opted_out = 0 limit 11`;
    // a common name's page (migration 0119): the exact name's people, and a sound's, in rank order, without a sort
    const exact = sql`select id from pr_people where last_key = ${'smith'} and first_key = ${'john'} and opted_out = 0
      order by id limit 10`;
    const soundAlike = sql`select id from pr_people where last_phon = ${'SM0'} and first_phon = ${'JN'} and opted_out = 0
      and not (last_key = ${'smith'} and first_key in (${'john'}, ${'jon'})) order by id limit 10`;
    const plan = (statement: typeof few) => explainPlan(db, engine, statement);
    const alone = (index: string) =>
      engine === 'sqlite'
        ? new RegExp(`USING COVERING INDEX ${index} `)
        : new RegExp(`Index Only Scan using ${index} `);
    const expectPlans = async () => {
      // on PostgreSQL at 200 people the planner expects one row and takes the narrower rank index for this one; the
      // 100,000-people set of the repository's test checks it there
      if (engine === 'sqlite') expect(await plan(few)).toMatch(alone('pr_people_sound_idx'));
      for (const [statement, index] of [
        [exact, 'pr_people_name_rank_idx'],
        [soundAlike, 'pr_people_sound_rank_idx'],
      ] as const) {
        const shown = await plan(statement);
        expect(shown).toMatch(alone(index));
        expect(shown).not.toMatch(engine === 'sqlite' ? /TEMP B-TREE/ : /Sort/);
      }
    };
    try {
      await migrateToLatest(db, engine);
      await expectPlans();
      await seedRecords(database, 200, 'covering');
      await expectPlans();
    } finally {
      await db.destroy();
    }
  });

  it('is deterministic: the same seed gives byte-identical query results', async () => {
    const a = await fresh();
    const b = await fresh();
    await seedRecords(a, 1200, 'determinism');
    await seedRecords(b, 1200, 'determinism');
    const first = await answers(a);
    expect(await answers(b)).toEqual(first);
    // a rebuild of the same database with the same seed answers the same again
    await seedRecords(a, 1200, 'determinism');
    expect(await answers(a)).toEqual(first);
    // and another seed answers differently
    await seedRecords(b, 1200, 'another seed');
    expect(await answers(b)).not.toEqual(first);
  }, 120_000);
});
