import type { FastifyInstance } from 'fastify';

import { buildApp } from '../src/app';
import { securityHeaders } from '../src/plugins/external/helmet';
import {
  APP_HEADERS,
  buildTestApp,
  createTestDatabase,
  ENGINES,
  inject,
  json,
  login,
  MEMBERS,
  testConfig,
  type TestDatabase,
} from './helper';

describe.each(ENGINES)('the app on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await inject(app, { method: 'GET', url: '/v1/nope' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ message: 'Not Found', statusCode: 404 });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('sends security headers and no-store on API responses', async () => {
    const response = await inject(app, { method: 'GET', url: '/v1/ping' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends every header helmet sets, on refusals and unknown routes too', async () => {
    const expected = securityHeaders();
    expect(Object.keys(expected).length).toBeGreaterThan(10);
    expect(expected['content-security-policy']).not.toContain('upgrade-insecure-requests');
    for (const response of [
      await inject(app, { method: 'GET', url: '/v1/ping' }),
      await inject(app, { method: 'GET', url: '/v1/me' }),
      await inject(app, { method: 'GET', url: '/v1/nope' }),
    ]) {
      for (const [name, value] of Object.entries(expected)) expect(response.headers[name]).toBe(value);
    }
  });
});

describe('errors never leak internals', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = await buildApp({
      config: testConfig({ database: database.config, logLevel: 'info' }),
      logger: { stream: { write: (line: string) => lines.push(line) } },
    });
    app.get('/v1/test-crash', async () => {
      throw new Error('connect ECONNREFUSED db.internal:5432 password=hunter2');
    });
    app.get('/v1/test-crash-503', async () => {
      throw Object.assign(new Error('pool exhausted at /srv/app/db.ts:12'), { statusCode: 503 });
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it.each(['/v1/test-crash', '/v1/test-crash-503'])('turns a failure in %s into a bare 500', async (url) => {
    const response = await inject(app, { method: 'GET', url });
    expect(response.statusCode).toBe(500);
    expect(json(response)).toEqual({ message: 'Internal Server Error', statusCode: 500 });
    expect(response.body).not.toMatch(/ECONNREFUSED|hunter2|pool|srv/);
    // the details are in the log for the operators
    expect(lines.join('')).toMatch(/ECONNREFUSED|pool exhausted/);
  });

  it('a database failure is a bare 500 as well', async () => {
    const broken = await buildTestApp(database, { seed: false });
    await broken.db.schema.dropTable('meta_values').execute();
    const response = await inject(broken, { method: 'GET', url: '/v1/meta/support/phone' });
    expect(response.statusCode).toBe(500);
    expect(json(response)).toEqual({ message: 'Internal Server Error', statusCode: 500 });
    await broken.close();
  });
});

describe('logs', () => {
  it('redact passwords and tokens', async () => {
    const database = await createTestDatabase('sqlite');
    const lines: string[] = [];
    const app = await buildTestApp(database, {
      config: { logLevel: 'trace' },
      logger: { stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      const response = await login(app, MEMBERS.premium, 'Wrong-Password-123');
      expect(response.statusCode).toBe(401);
      const ok = await login(app, MEMBERS.premium);
      const { accessToken, refreshToken } = json<{ accessToken: string; refreshToken: string }>(ok);
      await inject(app, { method: 'GET', url: '/v1/me', token: accessToken });
      app.log.info(
        { body: { password: 'Wrong-Password-123', refreshToken }, headers: { authorization: `Bearer ${accessToken}` } },
        'probe',
      );
      app.log.info(
        { req: { headers: { authorization: `Bearer ${accessToken}`, 'api-key': APP_HEADERS['api-key'] } } },
        'probe',
      );

      const output = lines.join('');
      expect(output).toContain('[REDACTED]');
      for (const secret of ['Wrong-Password-123', accessToken, refreshToken, APP_HEADERS['api-key']]) {
        expect(output).not.toContain(secret);
      }
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
