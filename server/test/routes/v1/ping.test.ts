import type { FastifyInstance } from 'fastify';

import { buildTestApp, createTestDatabase, ENGINES, inject, json, type TestDatabase } from '../../helper';

describe.each(ENGINES)('GET /v1/ping on %s', (engine) => {
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

  it('answers with the app headers', async () => {
    const response = await inject(app, { method: 'GET', url: '/v1/ping' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ ok: true });
  });
});
