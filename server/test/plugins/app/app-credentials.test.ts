import type { FastifyInstance } from 'fastify';

import { APP_HEADERS, buildTestApp, createTestDatabase, json, type TestDatabase } from '../../helper';

describe('app credentials (App-Id, Api-Key, Device-Id on every call)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = await buildTestApp(database, { seed: false });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const call = (headers: Record<string, string>, url = '/v1/ping', method: 'GET' | 'POST' = 'GET') =>
    app.inject({ method, url, headers });

  it.each([
    [{ 'api-key': APP_HEADERS['api-key'], 'device-id': 'd' }, 'Missing App-Id header'],
    [{ 'app-id': APP_HEADERS['app-id'], 'device-id': 'd' }, 'Missing Api-Key header'],
    [{ 'app-id': APP_HEADERS['app-id'], 'api-key': APP_HEADERS['api-key'] }, 'Missing Device-Id header'],
    [{ ...APP_HEADERS, 'app-id': 'someone-else' }, 'Unknown App-Id'],
    [{ ...APP_HEADERS, 'app-id': '__proto__' }, 'Unknown App-Id'],
    [{ ...APP_HEADERS, 'app-id': 'constructor' }, 'Unknown App-Id'],
    [{ ...APP_HEADERS, 'api-key': 'beacon-web-local-kez' }, 'Wrong Api-Key for this App-Id'],
    [{ ...APP_HEADERS, 'api-key': 'partner-key' }, 'Wrong Api-Key for this App-Id'],
    [{ ...APP_HEADERS, 'device-id': 'has spaces' }, 'Invalid Device-Id header: 1 to 128 letters, digits or . _ : -'],
    [{ ...APP_HEADERS, 'device-id': 'x'.repeat(129) }, 'Invalid Device-Id header: 1 to 128 letters, digits or . _ : -'],
  ])('refuses %j with 401 saying which', async (headers, message) => {
    const response = await call(headers);
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ message, statusCode: 401 });
  });

  it('checks before reading the body, on every route including unknown ones', async () => {
    expect((await call({}, '/v1/authenticate', 'POST')).statusCode).toBe(401);
    expect((await call({}, '/v1/does-not-exist')).statusCode).toBe(401);
  });

  it('accepts every configured app and a UUID device id', async () => {
    expect((await call({ ...APP_HEADERS, 'device-id': crypto.randomUUID() })).statusCode).toBe(200);
    expect((await call({ 'app-id': 'partner-app', 'api-key': 'partner-key', 'device-id': 'p1' })).statusCode).toBe(200);
  });

  it('leaves the OpenAPI pages open to a browser', async () => {
    expect((await call({}, '/v1/docs/json')).statusCode).toBe(200);
  });
});
