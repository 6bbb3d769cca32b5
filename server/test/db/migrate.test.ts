import { createDatabase, openSqlite } from '../../src/db/create-database';
import { migrateToLatest, migrations } from '../../src/db/migrate';
import { createTestDatabase, ENGINES } from '../helper';

describe.each(ENGINES)('migrations on %s', (engine) => {
  // Every migration listed in code, in order (each issue adds its own; see migrate.ts).
  const ALL = Object.keys(migrations(engine)).sort();

  it('run once, then are a no-op; the catalog is in place', async () => {
    const database = await createTestDatabase(engine);
    const { db, dialect } = createDatabase(database.config);
    try {
      expect(ALL.slice(0, 2)).toEqual(['0001_initial', '0002_catalog']);
      expect(await migrateToLatest(db, dialect)).toEqual(ALL);
      expect(await migrateToLatest(db, dialect)).toEqual([]);
      const products = await db.selectFrom('products').select('code').execute();
      expect(products.map((product) => product.code)).toContain('premium-reports');
      expect(
        await db.selectFrom('meta_values').select('key').where('key', '=', 'support.phone').executeTakeFirst(),
      ).toBeDefined();
    } finally {
      await db.destroy();
      await database.drop();
    }
  });

  it('enforce foreign keys', async () => {
    const database = await createTestDatabase(engine);
    const { db, dialect } = createDatabase(database.config);
    try {
      await migrateToLatest(db, dialect);
      let failure: unknown = 'no error';
      try {
        await db
          .insertInto('subscriptions')
          .values({
            account_id: 999_999,
            plan_id: 1,
            status: 'active',
            reason: null,
            comment: null,
            next_date: null,
            created_at: 0,
            updated_at: 0,
          })
          .execute();
      } catch (error) {
        failure = error;
      }
      expect(String((failure as { message?: unknown }).message ?? failure)).toMatch(/foreign key/i);
      const count = await db
        .selectFrom('subscriptions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(0);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });

  it('migrate concurrently from two instances without doing it twice', async () => {
    const database = await createTestDatabase(engine);
    const a = createDatabase(database.config);
    const b = createDatabase(database.config);
    try {
      const [first, second] = await Promise.all([migrateToLatest(a.db, a.dialect), migrateToLatest(b.db, b.dialect)]);
      expect([...first, ...second].sort()).toEqual(ALL);
      const count = await a.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(9);
    } finally {
      await a.db.destroy();
      await b.db.destroy();
      await database.drop();
    }
  });
});

describe('SQLite connection settings', () => {
  it('use WAL, foreign keys and a busy timeout on a file', async () => {
    const database = await createTestDatabase('sqlite');
    if (database.config.kind !== 'sqlite') throw new Error('expected sqlite');
    const sqlite = openSqlite(database.config.file, 'FULL');
    try {
      expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(sqlite.pragma('synchronous', { simple: true })).toBe(2);
      expect(sqlite.pragma('busy_timeout', { simple: true })).toBe(5000);
    } finally {
      sqlite.close();
      await database.drop();
    }
  });
});
