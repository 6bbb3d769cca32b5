import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

import { databaseRateLimitStore, RATE_LIMIT_SYNC_INTERVAL_MS } from '../../src/repositories/rate-limit-store';
import { buildTestApp, createTestDatabase, ENGINES, TestClock, type TestDatabase } from '../helper';

const WINDOW_MS = 60_000;

describe.each(ENGINES)('database rate-limit store on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = new TestClock();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database, { seed: false, clock: clock.read });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  /** Two server instances: each has its own store over the one database. */
  function instances() {
    const Store = databaseRateLimitStore(app.db, clock.read);
    const Other = databaseRateLimitStore(app.db, clock.read);
    return [new Store({}), new Other({})] as const;
  }

  const hit = (store: FastifyRateLimitStore, key: string, max: number) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), WINDOW_MS, max),
    );

  const shared = async (key: string) =>
    Number(
      (await app.db.selectFrom('rate_limits').select('count').where('key', '=', `all|${key}`).executeTakeFirst())
        ?.count ?? 0,
    );

  it('counts in memory between writes and adds those hits to the shared count once per sync interval', async () => {
    const [first, second] = instances();
    const max = 1000;
    const currents = [];
    for (let index = 0; index < 5; index += 1) currents.push((await hit(first, 'ip:a', max)).current);
    expect(currents).toEqual([1, 2, 3, 4, 5]);
    // only the first hit was written; the second instance does not know the other four yet
    expect(await shared('ip:a')).toBe(1);
    expect((await hit(second, 'ip:a', max)).current).toBe(2);

    clock.advance(RATE_LIMIT_SYNC_INTERVAL_MS);
    expect((await hit(first, 'ip:a', max)).current).toBe(7);
    expect((await hit(second, 'ip:a', max)).current).toBe(8);
    expect(await shared('ip:a')).toBe(8);
  });

  it('writes every hit once a key nears its limit, so the instances together stop at it', async () => {
    const [first, second] = instances();
    const max = 100;
    for (let index = 0; index < 89; index += 1) await hit(first, 'ip:b', max);
    expect(await shared('ip:b')).toBe(1);
    // the 90th hit reaches 90 % of the limit: from here every hit is counted in the database
    expect((await hit(first, 'ip:b', max)).current).toBe(90);
    expect(await shared('ip:b')).toBe(90);
    for (let index = 91; index <= 100; index += 1) {
      const store = index % 2 === 0 ? first : second;
      expect((await hit(store, 'ip:b', max)).current).toBe(index);
    }
    expect((await hit(second, 'ip:b', max)).current).toBe(101);
    expect(await shared('ip:b')).toBe(101);
  });

  it('counts a small limit in the database on every hit', async () => {
    const [first, second] = instances();
    for (const [index, store] of [first, second, first, second].entries()) {
      expect((await hit(store, 'ip:c', 10)).current).toBe(index + 1);
    }
    expect(await shared('ip:c')).toBe(4);
  });

  it('refuses hits past the limit from memory, without a write per refused hit', async () => {
    const [first] = instances();
    for (let index = 1; index <= 10; index += 1) expect((await hit(first, 'ip:e', 10)).current).toBe(index);
    expect(await shared('ip:e')).toBe(10);
    for (let index = 11; index <= 20; index += 1) expect((await hit(first, 'ip:e', 10)).current).toBe(index);
    expect(await shared('ip:e')).toBe(10);
  });

  it('starts a new window when the last one ended, and reports the time left in the window', async () => {
    const [first] = instances();
    const start = await hit(first, 'ip:d', 1000);
    expect(start).toEqual({ current: 1, ttl: WINDOW_MS });
    clock.advance(10_000);
    expect(await hit(first, 'ip:d', 1000)).toEqual({ current: 2, ttl: WINDOW_MS - 10_000 });
    clock.advance(WINDOW_MS);
    expect(await hit(first, 'ip:d', 1000)).toEqual({ current: 1, ttl: WINDOW_MS });
    expect(await shared('ip:d')).toBe(1);
  });
});
