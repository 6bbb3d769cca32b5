import { CompiledQuery, sql } from 'kysely';

import { createDatabase } from '../../src/db/create-database';
import { PREPARED, statementName } from '../../src/db/prepared-statements';
import { createTestDatabase, ENGINES, type TestDatabase } from '../helper';

// Statements marked PREPARED (person search's) are named on PostgreSQL, so each connection plans them once; every
// other statement goes out unnamed, and SQLite runs both alike.
describe.each(ENGINES)('marked statements on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('answers a marked statement like any other, and prepares only the marked ones on PostgreSQL', async () => {
    // one connection, so the statements prepared are all on the connection asked about
    const { db } = createDatabase(database.config, { poolSize: 1 });
    try {
      const marked = `${PREPARED}select 1 + ? as answer`;
      const plain = 'select 2 + ? as answer';
      const run = (text: string, value: number) =>
        db.executeQuery<{ answer: number }>(
          CompiledQuery.raw(engine === 'postgres' ? text.replace('?', '$1::int') : text, [value]),
        );
      expect((await run(marked, 41)).rows[0]?.answer).toBe(42);
      expect((await run(marked, 1)).rows[0]?.answer).toBe(2);
      expect((await run(plain, 40)).rows[0]?.answer).toBe(42);
      if (engine === 'postgres') {
        const prepared = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(db);
        expect(prepared.rows.map((row) => row.name)).toEqual([
          statementName(`${PREPARED}select 1 + $1::int as answer`),
        ]);
      }
    } finally {
      await db.destroy();
    }
  });
});

describe('statementName', () => {
  it('names a text the same every time, and two texts apart, also after its memory of names has filled up', () => {
    const first = statementName(`${PREPARED}select 1`);
    expect(first).toMatch(/^beacon_[0-9a-f]{20}$/);
    expect(statementName(`${PREPARED}select 1`)).toBe(first);
    expect(statementName(`${PREPARED}select 2`)).not.toBe(first);
    // more texts than the names it keeps: the first text is named anew, and the same
    for (let index = 0; index < 1500; index += 1) statementName(`${PREPARED}select ${index} + 1`);
    expect(statementName(`${PREPARED}select 1`)).toBe(first);
  });
});
