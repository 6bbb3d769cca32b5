import { Kysely, SqliteDialect, sql } from 'kysely';

import { openSqlite, withStatementCache } from '../../src/db/create-database';

// The statements Kysely runs on SQLite read their rows as arrays and make the objects themselves (faster than
// better-sqlite3's own objects): the rows must be exactly the objects better-sqlite3 would have made.
describe('SQLite statements as Kysely runs them', () => {
  const sqlite = openSqlite(':memory:');
  const statements = withStatementCache(sqlite, 3);
  const db = new Kysely<Record<string, never>>({ dialect: new SqliteDialect({ database: statements }) });

  beforeAll(() => {
    sqlite.exec(`create table people (id integer primary key, name text not null, middle text, score real,
      photo blob)`);
    sqlite.exec(`insert into people values (1, 'Ann', null, 1.5, x'0102'), (2, 'Bob', 'Lee', -2, null)`);
  });
  afterAll(() => db.destroy());

  const own = (text: string, ...parameters: unknown[]) => sqlite.prepare(text).all(...parameters);

  it.each([
    ['every column type', 'select * from people order by id', []],
    ['expressions and aliases', 'select id * 2 as twice, upper(name) as name, 1 as one from people where id > ?', [0]],
    ['a repeated name keeps the last column', 'select id as value, name as value, middle from people', []],
    ['no rows', 'select id, name from people where id = ?', [99]],
    ['a column named __proto__', 'select name as __proto__, id from people', []],
    ['a product and count(*)', 'select id * 3 as thrice, count(*) as total from people group by id', []],
  ])('gives the rows better-sqlite3 gives: %s', (_name, text, parameters) => {
    const rows = statements.prepare(text).all(parameters);
    expect(rows).toStrictEqual(own(text, ...parameters));
    expect(rows.map((row) => Object.keys(row as object))).toEqual(
      own(text, ...parameters).map((row) => Object.keys(row as object)),
    );
  });

  it('gives the columns a migration adds to a statement that reads every column', () => {
    const every = 'select * from people where id = ?';
    const aliased = 'select people.*, id * 2 as twice from people where id = ?';
    const listed = 'select id, name from people where id = ?';
    for (const text of [every, aliased, listed]) statements.prepare(text).all([1]);
    sqlite.exec(`alter table people add column nickname text default 'Annie'`);
    expect(statements.prepare(every).all([1])).toStrictEqual(own(every, 1));
    expect(statements.prepare(every).all([1])).toStrictEqual([expect.objectContaining({ nickname: 'Annie' })]);
    expect(statements.prepare(aliased).all([1])).toStrictEqual(own(aliased, 1));
    expect(statements.prepare(listed).all([1])).toStrictEqual([{ id: 1, name: 'Ann' }]);
    sqlite.exec('alter table people drop column nickname');
  });

  it('iterates the same rows', () => {
    const text = 'select id, name, photo from people order by id';
    expect([...statements.prepare(text).iterate([])]).toStrictEqual(own(text));
  });

  it('runs writes, and returns the rows of INSERT … RETURNING through Kysely', async () => {
    const { rows } = await sql<{
      id: number;
      name: string;
    }>`insert into people (id, name) values (3, 'Cy') returning id, name`.execute(db);
    expect(rows).toStrictEqual([{ id: 3, name: 'Cy' }]);
    const update = await sql`update people set name = 'Cyd' where id = 3`.execute(db);
    expect(update.numAffectedRows).toBe(1n);
    expect(own('select name from people where id = 3')).toEqual([{ name: 'Cyd' }]);
  });

  it('keeps the most recently used statements', () => {
    const first = statements.prepare('select 1 as a');
    expect(statements.prepare('select 1 as a')).toBe(first);
    statements.prepare('select 2 as a');
    statements.prepare('select 3 as a');
    // "select 1" was used before the other two: with room for three, a fourth pushes it out
    statements.prepare('select 4 as a');
    expect(statements.prepare('select 1 as a')).not.toBe(first);
    expect(statements.prepare('select 1 as a').all([])).toStrictEqual([{ a: 1 }]);
  });
});
