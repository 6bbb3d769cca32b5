import type { FastifyInstance } from 'fastify';

import { buildTestApp, createTestDatabase, ENGINES, inject, json, type TestDatabase } from '../../helper';

describe.each(ENGINES)('GET /v1/meta/{path} on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database, { seed: false });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const get = (path: string) => inject(app, { method: 'GET', url: `/v1/meta/${path}` });

  it('reads a key whose dots the client turned into slashes', async () => {
    const response = await get('support/hours');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      key: 'support.hours',
      value: '7:00am to 7:00pm Pacific, 7 days a week, holiday hours vary',
    });
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    expect(json(await get('support/phone/'))).toEqual({ key: 'support.phone', value: '1-800-555-0199' });
    // no app id configured: no store link (see app-store-links.test.ts)
    expect(json(await get('apps/ios'))).toEqual({ key: 'apps.ios', value: null });
  });

  it('returns every value below a prefix as an object', async () => {
    const { value } = json<{ value: Record<string, unknown> }>(await get('prices'));
    expect(value).toMatchObject({ premium_person_report: 19.99, currency: 'USD' });
    expect(json<{ value: Record<string, unknown> }>(await get('apps')).value).toEqual({ android: null, ios: null });
  });

  it('answers 404 for an unknown key and 400 for a malformed one', async () => {
    const missing = await get('support/fax');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ message: 'No meta value "support.fax"', statusCode: 404 });
    // "prices_" must not match the prefix "prices." (no LIKE wildcards)
    expect((await get('price_')).statusCode).toBe(404);
    for (const bad of ['support.phone', 'a%20b', 'x/'.repeat(9) + 'x', `${'a'.repeat(65)}`, 'a..b', '']) {
      expect((await get(bad)).statusCode).toBe(400);
    }
  });
});
