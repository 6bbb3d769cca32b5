import { sql, type Kysely } from 'kysely';

import { createDatabase } from '../../src/db/create-database';
import type { Database } from '../../src/db/schema';
import { createPointerCodec } from '../../src/domain/pointers';
import type { BenchDatabase } from './bench-database';

// Real queries drawn from the data set, for both engines: the query builder writes each engine's SQL, and random()
// is a function of both. (opted_out is an integer column on both, 0 or 1.)

async function withDatabase<T>(database: BenchDatabase, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const { db } = createDatabase(database.config, { poolSize: 1 });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

const byChance = sql`random()`;

/** Person searches for `count` random people (not opted out); every fourth narrows by state, as many users do. */
export function samplePersonSearches(database: BenchDatabase, count: number, route = '/v1/search/people') {
  return withDatabase(database, async (db) => {
    const rows = await db
      .selectFrom('pr_people')
      .select(['first_name', 'last_name', 'state'])
      .where('opted_out', '=', 0)
      .orderBy(byChance)
      .limit(count)
      .execute();
    return rows.map((row, index) => {
      const query = new URLSearchParams({ firstName: row.first_name, lastName: row.last_name });
      if (index % 4 === 0) query.set('state', row.state);
      return `${route}?${query.toString()}`;
    });
  });
}

export interface SearchSamples {
  /** the 100 most common full names of the data set: the largest result sets */
  commonNames: string[];
  phones: string[];
  emails: string[];
  /** what a user has typed into the address lookup after a few keystrokes: "123 Ma" */
  streets: string[];
}

/** The other searches of `pnpm bench:search`: common names, phone numbers, e-mails and street prefixes. */
export function sampleOtherSearches(database: BenchDatabase, count: number): Promise<SearchSamples> {
  return withDatabase(database, async (db) => {
    const common = await db
      .selectFrom('pr_people')
      .select((eb) => ['first_name', 'last_name', eb.fn.countAll().as('n')])
      .where('opted_out', '=', 0)
      .groupBy(['first_name', 'last_name'])
      .orderBy('n', 'desc')
      .orderBy('first_name')
      .orderBy('last_name')
      .limit(100)
      .execute();
    const phones = await db.selectFrom('pr_phones').select('number').orderBy(byChance).limit(count).execute();
    const emails = await db.selectFrom('pr_emails').select('address').orderBy(byChance).limit(count).execute();
    const streets = await db
      .selectFrom('pr_places')
      .select(['street_number', 'street_name'])
      .orderBy(byChance)
      .limit(count)
      .execute();
    return {
      commonNames: common.map(
        (row) =>
          `/v1/search/people?${new URLSearchParams({ firstName: row.first_name, lastName: row.last_name }).toString()}`,
      ),
      phones: phones.map((row) => `/v1/search/phones?phone=${row.number}`),
      emails: emails.map((row) => `/v1/search/emails?email=${encodeURIComponent(row.address)}`),
      streets: streets.map((row, index) => {
        const line = `${row.street_number} ${row.street_name}`;
        return `/v1/lookup?search=${encodeURIComponent(line.slice(0, Math.min(line.length, 4 + (index % 5))))}`;
      }),
    };
  });
}

/** Pointers of `count` random living people (not opted out), made with the secret the server is given. */
export function samplePersonPointers(
  database: BenchDatabase,
  count: number,
  pointers: { secret: string; seed: string },
): Promise<string[]> {
  return withDatabase(database, async (db) => {
    const rows = await db
      .selectFrom('pr_people')
      .select('id')
      .where('opted_out', '=', 0)
      .where('dod', 'is', null)
      .orderBy(byChance)
      .limit(count)
      .execute();
    const codec = createPointerCodec(pointers);
    return rows.map((row) => codec.encode('person', Number(row.id)));
  });
}
