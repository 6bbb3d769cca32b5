import type { FastifyInstance } from 'fastify';

import { buildTestApp, createTestDatabase, ENGINES, inject, json, TestClock, type TestDatabase } from '../../helper';

describe.each(ENGINES)('rate limiting on %s', (engine) => {
  let database: TestDatabase;
  let first: FastifyInstance;
  let second: FastifyInstance;
  const clock = new TestClock();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const options = { seed: false, clock: clock.read, config: { rateLimit: { max: 3, windowMs: 60_000 } } };
    first = await buildTestApp(database, options);
    second = await buildTestApp(database, options);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.drop();
  });

  const ping = (app: FastifyInstance, ip: string) =>
    inject(app, { method: 'GET', url: '/v1/ping', headers: { 'x-forwarded-for': ip } });

  it('counts per client IP across instances and answers 429 with Retry-After', async () => {
    expect((await ping(first, '192.0.2.1')).statusCode).toBe(200);
    expect((await ping(second, '192.0.2.1')).statusCode).toBe(200);
    expect((await ping(first, '192.0.2.1')).statusCode).toBe(200);
    const limited = await ping(second, '192.0.2.1');
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toEqual({ message: expect.stringMatching(/^Too many requests/), statusCode: 429 });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // another client is not affected, and the window ends
    expect((await ping(first, '192.0.2.2')).statusCode).toBe(200);
    clock.advance(60_001);
    expect((await ping(first, '192.0.2.1')).statusCode).toBe(200);
  });
});
