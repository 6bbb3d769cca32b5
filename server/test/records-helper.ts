import type { LocationField, PersonField } from '@beacon/validation';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';

import { ensureDataset } from '../src/seed/public-records/build';
import { demoPeople } from '../src/seed/public-records/demo-people';
import {
  buildTestApp,
  createTestDatabase,
  inject,
  json,
  loginTokens,
  MEMBERS,
  type Engine,
  type TestAppOptions,
  type TestDatabase,
} from './helper';

// A test database with a small public-records data set (the same generator as production, a few thousand rows),
// the app on it, and a member's access token.

export const RECORDS_SEED = 'test-records';
export const RECORDS_PEOPLE = 1500;

export interface RecordsContext {
  database: TestDatabase;
  app: FastifyInstance;
  token: string;
}

export async function seedRecords(database: TestDatabase, people = RECORDS_PEOPLE, seed = RECORDS_SEED) {
  return ensureDataset(database.config, { people, seed, required: demoPeople(), force: true });
}

export async function recordsContext(
  engine: Engine,
  people = RECORDS_PEOPLE,
  appOptions: TestAppOptions = {},
): Promise<RecordsContext> {
  const database = await createTestDatabase(engine);
  await seedRecords(database, people);
  const app = await buildTestApp(database, appOptions);
  const token = (await loginTokens(app, MEMBERS.premium)).accessToken;
  return { database, app, token };
}

export async function closeRecords(context: RecordsContext | undefined): Promise<void> {
  if (!context) return;
  await context.app.close();
  await context.database.drop();
}

export async function getJson<T = Record<string, unknown>>(context: RecordsContext, url: string): Promise<T> {
  const response = await inject(context.app, { method: 'GET', url, token: context.token });
  if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
  return json<T>(response);
}

/**
 * The full record behind a `/v1/people/{pointer}?fields=` or `/v1/locations/{pointer}?fields=` URL, as a report reads
 * it (the service, JSON round-tripped): the endpoints themselves serve teasers only (issue 13, paywall).
 */
export async function fullRecord<T = Record<string, unknown>>(
  context: { app: FastifyInstance },
  url: string,
): Promise<T> {
  const parsed = new URL(url, 'http://test');
  const [, , kind, pointer = ''] = parsed.pathname.split('/');
  const fields = (parsed.searchParams.get('fields') ?? '').split(',').filter(Boolean);
  const record =
    kind === 'people'
      ? await context.app.publicRecords.person(pointer, fields as PersonField[], false)
      : await context.app.publicRecords.location(pointer, fields as LocationField[]);
  return JSON.parse(JSON.stringify(record)) as T;
}

export interface Teaser {
  pointer: string;
  name: { first: string; middle: string | null; last: string; suffix: string | null };
  aliases: string[];
  age: number | null;
  deceased: boolean;
  locations: Array<{ city: string; state: string }>;
  relatives?: Array<{ first: string; last: string }>;
  match?: string;
}

export interface SearchPage<T = Teaser> {
  total: number;
  page: number;
  pageSize: number;
  results: T[];
}

/**
 * The plan of a statement, as text: SQLite's EXPLAIN QUERY PLAN, PostgreSQL's EXPLAIN with sequential and bitmap
 * scans turned off (a small test table would be read whole; the test wants to see which index a search takes).
 */
export async function explainPlan<DB>(db: Kysely<DB>, engine: Engine, statement: RawBuilder<unknown>): Promise<string> {
  if (engine === 'sqlite') {
    const rows = await sql<{ detail: string }>`explain query plan ${statement}`.execute(db);
    return rows.rows.map((row) => row.detail).join('\n');
  }
  return db.connection().execute(async (connection) => {
    await sql`set enable_seqscan = off`.execute(connection);
    await sql`set enable_bitmapscan = off`.execute(connection);
    try {
      const rows = await sql<{ 'QUERY PLAN': string }>`explain ${statement}`.execute(connection);
      return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
    } finally {
      await sql`reset enable_seqscan`.execute(connection);
      await sql`reset enable_bitmapscan`.execute(connection);
    }
  });
}
