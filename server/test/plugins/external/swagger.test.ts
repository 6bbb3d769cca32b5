import type { FastifyInstance } from 'fastify';

import { buildTestApp, createTestDatabase, inject, json, type TestDatabase } from '../../helper';

interface OpenApi {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      { requestBody?: { content: Record<string, { schema: Record<string, unknown> }> }; security?: unknown[] }
    >
  >;
}

describe('OpenAPI description at /v1/docs', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let doc: OpenApi;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = await buildTestApp(database, { seed: false });
    doc = json<OpenApi>(await app.inject({ method: 'GET', url: '/v1/docs/json' }));
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('serves the UI', async () => {
    const ui = await app.inject({ method: 'GET', url: '/v1/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
    expect(ui.headers['content-security-policy']).toContain("script-src 'self'");
    expect(ui.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('describes every /v1 route, with request bodies converted from the yup schemas', () => {
    expect(doc.openapi).toBe('3.1.0');
    for (const path of [
      '/v1/authenticate',
      '/v1/refresh-access-token',
      '/v1/logout',
      '/v1/me',
      '/v1/me/subscriptions/{id}',
      '/v1/events',
      '/v1/errors',
      '/v1/dynamic-layouts/{layoutId}',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    const patch = doc.paths['/v1/me']?.patch?.requestBody?.content['application/json']?.schema;
    expect(patch).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['data'],
      properties: { data: { type: 'object', additionalProperties: false } },
    });
    const login = doc.paths['/v1/authenticate']?.post?.requestBody?.content['application/json']?.schema;
    expect(login?.oneOf).toHaveLength(2);
    expect(doc.paths['/v1/me']?.get?.security).toEqual([{ appId: [], apiKey: [], deviceId: [], bearerAuth: [] }]);
  });
});

describe('OpenAPI description turned off (production without API_DOCS=true)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = await buildTestApp(database, { seed: false, config: { env: 'production', apiDocs: false } });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  // without the docs routes these are unknown /v1 paths: the app headers are asked for, then a 404
  it.each(['/v1/docs', '/v1/docs/json', '/v1/docs/static/index.html'])('answers %s with a plain 404', async (url) => {
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const response = await inject(app, { method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ message: 'Not Found', statusCode: 404 });
  });

  it('still serves the API', async () => {
    expect((await inject(app, { method: 'GET', url: '/v1/ping' })).statusCode).toBe(200);
  });
});
