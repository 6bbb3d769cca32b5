import { Kysely, SqliteDialect } from 'kysely';

import { openSqlite } from '../../src/db/create-database';
import { dropValueSamples } from '../../src/db/sqlite-value-samples';

// A statement planned with value samples is planned again for each value bound to it; without them, once for all.
// EXPLAIN QUERY PLAN shows the plan SQLite runs for the bound value: with samples, the value of half the rows is read
// by scanning the table and a rare one through the index; with only the average (about two rows a value), both go
// through the index, as the public records' lookups of one name or number do.
describe('dropValueSamples', () => {
  const sqlite = openSqlite(':memory:');
  const db = new Kysely<Record<string, never>>({ dialect: new SqliteDialect({ database: sqlite }) });

  const plan = (table: string, column: string, value: string) =>
    (
      sqlite.prepare(`explain query plan select * from ${table} where ${column} = ?`).all(value) as Array<{
        detail: string;
      }>
    )
      .map((row) => row.detail)
      .join('; ');
  const samplesOf = (table: string) =>
    (sqlite.prepare('select count(*) as n from sqlite_stat4 where tbl = ?').get(table) as { n: number }).n;

  beforeAll(() => {
    sqlite.exec(`
      create table pr_people (id integer primary key, last_key text not null, payload text not null);
      create index pr_people_last_idx on pr_people (last_key);
      create table pdf_jobs (id integer primary key, status text not null, payload text not null);
      create index pdf_jobs_status_ix on pdf_jobs (status);`);
    const person = sqlite.prepare('insert into pr_people (last_key, payload) values (?, ?)');
    const job = sqlite.prepare('insert into pdf_jobs (status, payload) values (?, ?)');
    for (let row = 0; row < 2000; row += 1) {
      const value = row % 2 === 0 ? 'common' : `rare-${row}`;
      person.run(value, 'x'.repeat(50));
      job.run(value, 'x'.repeat(50));
    }
  });
  afterAll(() => db.destroy());

  it('does nothing before the first ANALYZE', async () => {
    await expect(dropValueSamples(db, ['pr_people'])).resolves.toBeUndefined();
  });

  it("leaves the named tables one plan for every value, and the others' samples as they were", async () => {
    sqlite.exec('analyze');
    expect(samplesOf('pr_people')).toBeGreaterThan(0);
    expect(plan('pr_people', 'last_key', 'common')).not.toBe(plan('pr_people', 'last_key', 'rare-1'));

    await dropValueSamples(db, ['pr_people']);

    expect(samplesOf('pr_people')).toBe(0);
    expect(plan('pr_people', 'last_key', 'common')).toBe(plan('pr_people', 'last_key', 'rare-1'));
    expect(plan('pr_people', 'last_key', 'common')).toMatch(/USING INDEX pr_people_last_idx/);
    expect(samplesOf('pdf_jobs')).toBeGreaterThan(0);
    expect(plan('pdf_jobs', 'status', 'common')).toMatch(/^SCAN pdf_jobs/);
    expect(plan('pdf_jobs', 'status', 'rare-1')).toMatch(/USING INDEX pdf_jobs_status_ix/);
  });
});
