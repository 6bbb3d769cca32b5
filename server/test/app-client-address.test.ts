import type { FastifyInstance } from 'fastify';

import { APP_HEADERS, buildTestApp, createTestDatabase, ENGINES, type TestDatabase } from './helper';

// The pair edge -> API (issue 13 point 4): the edge sends exactly one address in X-Forwarded-For; the API believes it
// only from the addresses in TRUST_PROXY (default loopback, the edge on the same machine).
describe.each(ENGINES)('client address seen by the API on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database, { seed: false, config: { trustProxy: 'loopback' } });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  /** The addresses the per-IP rate limit counted a ping under. */
  async function countedAs(remoteAddress: string, forwardedFor: string): Promise<string[]> {
    await app.db.deleteFrom('rate_limits').execute();
    await app.inject({ url: '/v1/ping', remoteAddress, headers: { ...APP_HEADERS, 'x-forwarded-for': forwardedFor } });
    const rows = await app.db.selectFrom('rate_limits').select('key').execute();
    return rows.map((row) => row.key.replace(/^all\|ip:/, ''));
  }

  it('takes the address the local edge forwards', async () => {
    expect(await countedAs('127.0.0.1', '203.0.113.9')).toEqual(['203.0.113.9']);
  });

  it('ignores X-Forwarded-For from any other peer', async () => {
    expect(await countedAs('198.51.100.7', '203.0.113.9')).toEqual(['198.51.100.7']);
  });
});
