import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'kysely';

import { createDatabase, openSqlite } from '../../src/db/create-database';

// A second process on the same SQLite file (an admin CLI beside the server) must not make a transaction that has
// already read fail at its first write (SQLITE_BUSY_SNAPSHOT, "database is locked").
describe('SQLite transactions', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'beacon-sqlite-tx-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('hold the write lock from their start, so a write from another connection waits instead of spoiling them', async () => {
    const file = path.join(dir, 'beacon.sqlite');
    const { db } = createDatabase({ kind: 'sqlite', file });
    await sql`create table counters (name text primary key, value integer not null)`.execute(db);
    await sql`insert into counters (name, value) values ('scans', 1)`.execute(db);
    const other = openSqlite(file);
    other.pragma('busy_timeout = 0');
    let otherWrite: unknown = null;

    await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ value: number }>`select value from counters where name = 'scans'`.execute(trx);
      try {
        other.prepare(`update counters set value = 100 where name = 'scans'`).run();
      } catch (error) {
        otherWrite = error;
      }
      await sql`update counters set value = ${(rows[0]?.value ?? 0) + 1} where name = 'scans'`.execute(trx);
    });

    expect(otherWrite).toMatchObject({ code: 'SQLITE_BUSY' });
    expect(other.prepare(`select value from counters where name = 'scans'`).get()).toEqual({ value: 2 });
    other.close();
    await db.destroy();
  });
});
