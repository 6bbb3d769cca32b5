import type { FastifyInstance } from 'fastify';

import {
  buildTestApp,
  createTestDatabase,
  ENGINES,
  inject,
  json,
  loginTokens,
  MEMBERS,
  type TestDatabase,
} from '../../helper';

describe.each(ENGINES)('POST /v1/events and /v1/errors on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let token: string;
  let accountId: number;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database);
    token = (await loginTokens(app, MEMBERS.guardian)).accessToken;
    accountId = (await app.accounts.findByEmail(MEMBERS.guardian))!.id;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });
  beforeEach(async () => {
    await app.db.deleteFrom('events').execute();
    await app.db.deleteFrom('error_reports').execute();
  });

  const post = (url: string, payload: unknown, bearer?: string) =>
    inject(app, { method: 'POST', url, payload: payload as object, token: bearer });

  describe('events', () => {
    it('stores an event signed out, with an empty 204', async () => {
      const response = await post('/v1/events', {
        name: 'navigation:view',
        properties: { host: 'localhost', path: '/login', route: '/login' },
      });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(response.headers['content-type']).toBeUndefined();
      const rows = await app.db.selectFrom('events').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ account_id: null, device_id: 'test-device-0001', name: 'navigation:view' });
      expect(JSON.parse(rows[0]!.properties)).toEqual({ host: 'localhost', path: '/login', route: '/login' });
    });

    it('ties the event to the member when a token is sent, and refuses a bad token', async () => {
      expect(
        (await post('/v1/events', { name: 'feedback:bug', properties: { issue_type: 'other' } }, token)).statusCode,
      ).toBe(204);
      expect((await app.db.selectFrom('events').select('account_id').executeTakeFirst())?.account_id).toBe(accountId);
      expect((await post('/v1/events', { name: 'x' }, 'bad.token.here')).statusCode).toBe(401);
      expect(await app.db.selectFrom('events').selectAll().execute()).toHaveLength(1);
    });

    it.each([
      [{}, 'name is required'],
      [{ name: '' }, 'name is required'],
      [{ name: '<script>' }, expect.stringMatching(/^name may contain/)],
      [{ name: 'a'.repeat(101) }, 'name must be at most 100 characters'],
      [{ name: 'x', properties: [1, 2] }, expect.stringMatching(/^properties must be a JSON object/)],
      [{ name: 'x', properties: { blob: 'y'.repeat(9000) } }, 'properties must be a JSON object of at most 8192 bytes'],
      [{ name: 'x', extra: 1 }, 'Unknown field(s) in the request body: extra'],
    ])('refuses %j with 400 and stores nothing', async (payload, message) => {
      const response = await post('/v1/events', payload);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ message, statusCode: 400 });
      expect(await app.db.selectFrom('events').selectAll().execute()).toHaveLength(0);
    });

    it('refuses a body over the size limit with 413', async () => {
      const response = await post('/v1/events', { name: 'x', properties: { blob: 'y'.repeat(20_000) } });
      expect(response.statusCode).toBe(413);
      expect(json(response).statusCode).toBe(413);
    });
  });

  describe('errors', () => {
    it('stores an error report', async () => {
      const report = {
        message: 'boom',
        stack: 'Error: boom\n  at x',
        name: 'TypeError',
        path: '/dashboard',
        userId: 42,
      };
      expect((await post('/v1/errors', report, token)).statusCode).toBe(204);
      const rows = await app.db.selectFrom('error_reports').selectAll().execute();
      expect(rows).toEqual([
        expect.objectContaining({
          account_id: accountId,
          message: 'boom',
          name: 'TypeError',
          path: '/dashboard',
          user_id: '42',
          stack: report.stack,
        }),
      ]);
      expect((await post('/v1/errors', { message: 'minimal' })).statusCode).toBe(204);
    });

    it.each([
      [{}, 'message is required'],
      [{ message: 'x', stack: 'y'.repeat(16_001) }, 'stack must be at most 16000 characters'],
      [{ message: 'x', userId: { id: 1 } }, expect.stringMatching(/^userId must be a string/)],
      [{ message: 'x', cookie: 'a' }, 'Unknown field(s) in the request body: cookie'],
    ])('refuses %j with 400 and stores nothing', async (payload, message) => {
      const response = await post('/v1/errors', payload);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ message, statusCode: 400 });
      expect(await app.db.selectFrom('error_reports').selectAll().execute()).toHaveLength(0);
    });
  });
});

describe.each(ENGINES)('telemetry per-IP quota on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database, {
      seed: false,
      config: { telemetry: { rateLimit: { max: 2, windowMs: 60_000 }, retentionDays: 90 } },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const post = (url: string, ip: string) =>
    inject(app, {
      method: 'POST',
      url,
      headers: { 'x-forwarded-for': ip },
      payload: url === '/v1/events' ? { name: 'navigation:view' } : { message: 'boom' },
    });

  it.each(['/v1/events', '/v1/errors'])('refuses a client IP past its budget on %s, not another', async (url) => {
    expect((await post(url, '203.0.113.5')).statusCode).toBe(204);
    expect((await post(url, '203.0.113.5')).statusCode).toBe(204);
    const limited = await post(url, '203.0.113.5');
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toEqual({ message: expect.stringMatching(/^Too many requests/), statusCode: 429 });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(url, '203.0.113.6')).statusCode).toBe(204);
    // the rest of the API keeps the general budget
    expect(
      (await inject(app, { method: 'GET', url: '/v1/ping', headers: { 'x-forwarded-for': '203.0.113.5' } })).statusCode,
    ).toBe(200);
  });
});
