import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';

import { createDatabase, type DialectName } from '../../src/db/create-database';
import type { Database } from '../../src/db/schema';
import { nameVariants } from '../../src/domain/search-keys';
import {
  createPublicRecordsRepository,
  type PublicRecordsRepository,
} from '../../src/repositories/public-records-repository';
import { personSearchKeys } from '../../src/services/public-records-service';
import { createTestDatabase, ENGINES, type TestDatabase } from '../helper';
import { explainPlan, seedRecords } from '../records-helper';

// Rank-ordered person search (issue 61): a page read from the rank-ordered indexes with the stored counts is the page
// the whole sound-alike range gives (the search as it was: read, sort, cut), for random names and pages over 100,000
// people, and still after opt-outs and new people change the counts.

const PEOPLE = 100_000;
const PAGE_SIZES = [1, 5, 10, 20, 50, 100];

interface Name {
  firstName: string;
  lastName: string;
}

async function sampleNames(db: Kysely<Database>): Promise<Name[]> {
  // the commonest names (the tiers that fill many pages), and everyone's name every 97th person (rare ones)
  const common = await sql<Name>`select min(first_name) as "firstName", min(last_name) as "lastName" from pr_people
    group by last_key, first_key order by count(*) desc, min(id) limit 60`.execute(db);
  const spread = await sql<Name>`select first_name as "firstName", last_name as "lastName" from pr_people
    where id % 97 = 0 order by id limit 600`.execute(db);
  return [...common.rows, ...spread.rows];
}

/** A name as a member may type it: as recorded, a nickname or formal form of the first name, or a sound-alike. */
function typed(name: Name, how: number): Name {
  if (how === 1) {
    const variants = nameVariants(name.firstName.toLowerCase());
    const variant = variants[name.lastName.length % Math.max(variants.length, 1)];
    if (variant) return { ...name, firstName: variant };
  }
  // a letter doubled or a vowel changed keeps most names' sound
  if (how === 2)
    return { ...name, lastName: name.lastName.replace(/([aeiou])/i, (vowel) => (vowel === 'y' ? 'i' : 'y')) };
  return name;
}

async function comparePages(
  repository: PublicRecordsRepository,
  names: Name[],
  runs: number,
  seed: number,
): Promise<number> {
  let compared = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 0, max: names.length - 1 }),
      fc.integer({ min: 0, max: 2 }),
      fc.constantFrom(...PAGE_SIZES),
      fc.integer({ min: 0, max: 60 }),
      async (which, how, pageSize, page) => {
        const keys = personSearchKeys(typed(names[which]!, how), Date.UTC(2026, 11, 1));
        if (!keys) return;
        // pages past the 1,000th result too, where a search answers the total and no rows
        const offset = Math.min(page * pageSize, 1_050);
        const expected = await repository.searchPeoplePageBySoundRange(keys, offset, pageSize);
        if (!expected) return;
        const found = await repository.searchPeoplePage(keys, offset, pageSize);
        const shape = (result: typeof found) => ({
          total: result.total,
          // what a result card reads of a row (the rank-ordered rows also carry the total)
          rows: result.rows.map((row) => ({
            id: Number(row.id),
            tier: Number(row.tier),
            names: [row.first_name, row.middle_name, row.last_name, row.suffix, row.maiden_name],
            dates: [row.dob, row.dod],
            places: row.places_summary,
            relatives: row.relatives_summary,
          })),
        });
        expect(shape(found)).toEqual(shape(expected));
        compared += 1;
      },
    ),
    { numRuns: runs, seed },
  );
  return compared;
}

/** Names or sounds whose stored count differs from a count of the rows (a count of 0 is the same as no row). */
async function miscounted(db: Kysely<Database>, table: 'pr_name_counts' | 'pr_sound_counts'): Promise<number> {
  const [last, first] = table === 'pr_name_counts' ? ['last_key', 'first_key'] : ['last_phon', 'first_phon'];
  const { rows } = await sql<{ wrong: number | string }>`select count(*) as wrong from (
      select ${sql.ref(last)}, ${sql.ref(first)}, count(*) as people from pr_people where opted_out = 0
      group by ${sql.ref(last)}, ${sql.ref(first)}
    ) actual full join ${sql.table(table)} stored using (${sql.ref(last)}, ${sql.ref(first)})
    where coalesce(actual.people, 0) <> coalesce(stored.people, 0)`.execute(db);
  return Number(rows[0]?.wrong);
}

describe.each(ENGINES)('rank-ordered person search on %s', (engine) => {
  let database: TestDatabase | undefined;
  let db: Kysely<Database>;
  let dialect: DialectName;
  let repository: PublicRecordsRepository;
  let names: Name[];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedRecords(database, PEOPLE, 'rank-order');
    ({ db, dialect } = createDatabase(database.config));
    repository = createPublicRecordsRepository(db, dialect, { pointerSecret: 'rank-order-test' });
    names = await sampleNames(db);
  }, 300_000);

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('gives the sound-alike range’s pages, totals and tiers for random names over 100,000 people', async () => {
    expect(await miscounted(db, 'pr_name_counts')).toBe(0);
    expect(await miscounted(db, 'pr_sound_counts')).toBe(0);
    // most runs compare (a sound-alike of a rare name may have no phonetic key and be searched another way)
    expect(await comparePages(repository, names, 400, 61)).toBeGreaterThan(300);
  }, 300_000);

  it('reads a rare name’s few matches from the result cards of pr_people_sound_idx alone', async () => {
    const few = sql`select id, first_name, last_name, places_summary, relatives_summary from pr_people
      where last_phon = ${'SM0'} and first_phon in (${'JN'}, ${'JNS'}) and opted_out = 0 limit 11`;
    expect(await explainPlan(db, engine, few)).toMatch(
      engine === 'sqlite' ? /USING COVERING INDEX pr_people_sound_idx / : /Index Only Scan using pr_people_sound_idx /,
    );
  });

  it('stays the same after opt-outs and new people, whose counts the triggers keep', async () => {
    // people of the commonest names opt out (every third of them), and a new person is born into each of ten names
    const common = names.slice(0, 20);
    for (const name of common) {
      await sql`update pr_people set opted_out = 1 where last_name = ${name.lastName} and first_name = ${name.firstName}
        and id % 3 = 0`.execute(db);
    }
    const max = await sql<{ max: number | string }>`select max(id) as max from pr_people`.execute(db);
    let next = Number(max.rows[0]?.max) + 1;
    for (const name of common.slice(0, 10)) {
      const { rows } = await sql<Record<string, unknown>>`select * from pr_people
        where last_name = ${name.lastName} and first_name = ${name.firstName} order by id limit 1`.execute(db);
      const row = { ...rows[0]!, id: next, opted_out: 0 };
      next += 1;
      await db
        .insertInto('pr_people')
        .values(row as never)
        .execute();
    }
    // and a person opted out earlier is back (a wrong match undone): the update trigger counts them again
    await sql`update pr_people set opted_out = 0 where id = (select min(id) from pr_people where opted_out = 1)`.execute(
      db,
    );
    repository.forgetSearches();
    expect(await miscounted(db, 'pr_name_counts')).toBe(0);
    expect(await miscounted(db, 'pr_sound_counts')).toBe(0);
    expect(await comparePages(repository, names, 300, 62)).toBeGreaterThan(200);
  }, 300_000);
});
