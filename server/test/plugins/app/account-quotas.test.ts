import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

import type { QuotasConfig } from '../../../src/config';
import {
  buildTestApp,
  createTestDatabase,
  ENGINES,
  inject,
  json,
  loginTokens,
  MEMBERS,
  TestClock,
  type TestDatabase,
} from '../../helper';
import { seedRecords } from '../../records-helper';

// Per-member quotas (issue 13 point 3): each member has a per-minute and a per-day budget per action, counted on top
// of (and apart from) the per-IP budget, shared by every instance.

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const HIGH = { perMinute: 1_000_000, perDay: 1_000_000 };
const IP = '198.51.100.7';

describe.each(ENGINES)('member quotas on %s', (engine) => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  const clock = new TestClock();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedRecords(database, 300);
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.drop();
  });

  async function start(quotas: Partial<QuotasConfig>): Promise<FastifyInstance> {
    const app = await buildTestApp(database, {
      clock: clock.read,
      seed: apps.length === 0,
      config: {
        quotas: { search: HIGH, recordView: HIGH, recordCreate: HIGH, pdf: HIGH, ...quotas },
        // the per-IP budget is far above what these tests send: only the member quotas can refuse
        rateLimit: { max: 1_000_000, windowMs: MINUTE_MS },
      },
    });
    apps.push(app);
    return app;
  }

  const call = (app: FastifyInstance, token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    inject(app, { method, url, token, payload, headers: { 'x-forwarded-for': IP } });
  const search = (app: FastifyInstance, token: string) => call(app, token, 'GET', '/v1/search/phones?phone=2125550100');

  function expectLimited(response: LightMyRequestResponse, what: string, max: number, window: 'minute' | 'day') {
    expect(response.statusCode).toBe(429);
    expect(json(response)).toEqual({
      message: expect.stringMatching(
        new RegExp(
          `^Too many ${what}: the limit is ${max} a ${window} per member\\. Please try again in \\d+ \\w+\\.$`,
        ),
      ),
      statusCode: 429,
    });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  }

  it('refuses a member past the per-minute search quota, on every instance, while another member on the same IP still searches', async () => {
    const first = await start({ search: { perMinute: 3, perDay: 100 } });
    const second = await start({ search: { perMinute: 3, perDay: 100 } });
    const a = (await loginTokens(first, MEMBERS.premium)).accessToken;
    const b = (await loginTokens(first, MEMBERS.guardian)).accessToken;

    expect((await search(first, a)).statusCode).toBe(200);
    expect((await search(second, a)).statusCode).toBe(200);
    expect((await call(first, a, 'GET', '/v1/lookup?search=12%20Main')).statusCode).toBe(200);
    const limited = await search(second, a);
    expectLimited(limited, 'searches', 3, 'minute');
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    // lookups count as searches too; a lookup's errors keep the spec's text (§8 "Other lookup failures")
    const lookup = await call(first, a, 'GET', '/v1/lookup?search=12%20Main');
    expect(lookup.statusCode).toBe(429);
    expect(json(lookup)).toEqual({ message: 'Something went wrong', statusCode: 429 });
    expect(Number(lookup.headers['retry-after'])).toBeGreaterThan(0);

    expect((await search(first, b)).statusCode).toBe(200);
    expect((await search(second, b)).statusCode).toBe(200);

    clock.advance(MINUTE_MS);
    expect((await search(first, a)).statusCode).toBe(200);
  });

  it('refuses a member past the per-day quota until the day is over', async () => {
    const app = await start({ search: { perMinute: 2, perDay: 3 } });
    const token = (await loginTokens(app, MEMBERS.dataMonitoring)).accessToken;
    expect((await search(app, token)).statusCode).toBe(200);
    expect((await search(app, token)).statusCode).toBe(200);
    expectLimited(await search(app, token), 'searches', 2, 'minute');
    clock.advance(MINUTE_MS);
    // the refused attempt of the last minute did not use the day's budget
    expect((await search(app, token)).statusCode).toBe(200);
    const limited = await search(app, token);
    expectLimited(limited, 'searches', 3, 'day');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60 * 60);
    clock.advance(MINUTE_MS);
    expectLimited(await search(app, token), 'searches', 3, 'day');
    clock.advance(DAY_MS);
    const fresh = (await loginTokens(app, MEMBERS.dataMonitoring)).accessToken;
    expect((await search(app, fresh)).statusCode).toBe(200);
  });

  it('counts record views, record creation and PDF requests each against their own quota', async () => {
    const app = await start({
      recordCreate: { perMinute: 2, perDay: 10 },
      recordView: { perMinute: 2, perDay: 10 },
      pdf: { perMinute: 1, perDay: 10 },
    });
    const token = (await loginTokens(app, MEMBERS.guardian)).accessToken;
    const created = await call(app, token, 'POST', '/v1/me/records', { type: 'phone', data: { phone: '2125550101' } });
    expect(created.statusCode).toBe(201);
    const id = json<{ recordId: number }>(created).recordId;
    expect(
      (await call(app, token, 'POST', '/v1/me/records', { type: 'phone', data: { phone: '2125550102' } })).statusCode,
    ).toBe(201);
    expectLimited(
      await call(app, token, 'POST', '/v1/me/records', { type: 'phone', data: { phone: '2125550103' } }),
      'new records',
      2,
      'minute',
    );

    expect((await call(app, token, 'GET', `/v1/me/records/${id}/report`)).statusCode).toBe(200);
    expect((await call(app, token, 'GET', `/v1/me/records/${id}/stats`)).statusCode).toBe(200);
    expectLimited(await call(app, token, 'GET', `/v1/me/records/${id}/report`), 'report views', 2, 'minute');
    // reading the list is no report view
    expect((await call(app, token, 'GET', '/v1/me/records')).statusCode).toBe(200);

    expect((await call(app, token, 'POST', `/v1/me/records/${id}/pdf`)).statusCode).toBe(202);
    expectLimited(await call(app, token, 'POST', `/v1/me/records/${id}/pdf`), 'PDF requests', 1, 'minute');
  });
});
