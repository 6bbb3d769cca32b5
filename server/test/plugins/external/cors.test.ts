import type { FastifyInstance } from 'fastify';

import { buildTestApp, createTestDatabase, inject, type TestDatabase } from '../../helper';

describe('CORS allow-list', () => {
  let database: TestDatabase;
  let open: FastifyInstance;
  let closed: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    open = await buildTestApp(database, { seed: false, config: { corsOrigins: ['https://partner.example'] } });
    closed = await buildTestApp(database, { seed: false });
  });
  afterAll(async () => {
    await open.close();
    await closed.close();
    await database.drop();
  });

  const preflight = (app: FastifyInstance, origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: '/v1/me',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,app-id,api-key,device-id',
      },
    });

  it('answers preflights from a listed origin, without app headers', async () => {
    const response = await preflight(open, 'https://partner.example');
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('device-id');
  });

  it('gives no CORS headers to other origins, nor to anyone by default', async () => {
    expect((await preflight(open, 'https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight(closed, 'https://partner.example')).headers['access-control-allow-origin']).toBeUndefined();
    const simple = await inject(closed, {
      method: 'GET',
      url: '/v1/ping',
      headers: { origin: 'https://partner.example' },
    });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });
});
