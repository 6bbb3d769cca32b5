import type { FastifyInstance } from 'fastify';

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
import { seedDemoReportUpdates } from '../../demo-helper';
import { seedRecords } from '../../records-helper';

const URL = '/dashboard/api/data-monitoring/notifications/';

interface Body {
  location_notifications: Array<Record<string, unknown>>;
  person_notifications: Array<Record<string, unknown>>;
}

// The report updates the header loads (spec §3), as the demo has them: made by the data refresh over the people the
// data monitoring member monitors (seed/demo-report-monitoring.ts), never seeded rows.

describe.each(ENGINES)('GET /dashboard/api/data-monitoring/notifications/ on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = new TestClock();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedRecords(database, 300);
    app = await buildTestApp(database, { clock: clock.read });
    await seedDemoReportUpdates(app);
    await app.jobs.drain('data-refresh');
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  async function get(email: string, url = URL) {
    const { accessToken } = await loginTokens(app, email);
    return inject(app, { method: 'GET', url, token: accessToken });
  }

  it('lists the data monitoring member’s report updates by type, newest first, each with its change', async () => {
    const response = await get(MEMBERS.dataMonitoring);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = json<Body>(response);
    expect(body.person_notifications.length).toBeGreaterThanOrEqual(2);
    const created = body.person_notifications.map((update) => Date.parse(String(update['created'])));
    expect([...created].sort((a, b) => b - a)).toEqual(created);
    for (const update of body.person_notifications) {
      expect(update).toMatchObject({ type: 'person', monitored_record_id: expect.any(Number) });
      expect(update['field']).not.toBeNull();
      expect(String(update['display'])).not.toBe('');
    }
    const moves = body.person_notifications.filter((update) => update['field'] === 'address');
    expect(moves.length).toBeGreaterThanOrEqual(2);
    for (const move of moves) expect(String(move['display'])).toMatch(/^New address: /);
  });

  it('answers without the trailing slash too', async () => {
    const response = await get(MEMBERS.dataMonitoring, URL.replace(/\/$/, ''));
    expect(response.statusCode).toBe(200);
    expect(json<Body>(response).person_notifications).toEqual(
      json<Body>(await get(MEMBERS.dataMonitoring)).person_notifications,
    );
  });

  it('gives members without data monitoring empty lists (never a 403)', async () => {
    for (const email of [MEMBERS.premium, MEMBERS.identity, MEMBERS.reactivate]) {
      const response = await get(email);
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ location_notifications: [], person_notifications: [] });
    }
  });

  it('needs the app headers and a bearer token, like the member calls of /v1', async () => {
    const noApp = await app.inject({ method: 'GET', url: URL });
    expect(json(noApp)).toEqual({ message: 'Missing App-Id header', statusCode: 401 });
    const wrongKey = await app.inject({
      method: 'GET',
      url: URL,
      headers: { 'app-id': 'beacon-web', 'api-key': 'nope', 'device-id': 'd-1' },
    });
    expect(json(wrongKey)).toEqual({ message: 'Wrong Api-Key for this App-Id', statusCode: 401 });
    const anonymous = await inject(app, { method: 'GET', url: URL });
    expect(anonymous.statusCode).toBe(401);
    expect(json(anonymous).message).toMatch(/Missing Authorization header/);
    const forged = await inject(app, { method: 'GET', url: URL, token: 'a.b.c' });
    expect(forged.statusCode).toBe(401);
    const withQuery = await get(MEMBERS.dataMonitoring, `${URL}?type=person`);
    expect(withQuery.statusCode).toBe(400);
    expect(json(withQuery).message).toBe('Unknown query parameter(s): type');
  });

  it('is described in the OpenAPI document (the slash-less alias is not)', async () => {
    const doc = json<{ paths: Record<string, Record<string, { security?: unknown }>> }>(
      await app.inject({ method: 'GET', url: '/v1/docs/json' }),
    );
    expect(doc.paths[URL]?.get?.security).toEqual([{ appId: [], apiKey: [], deviceId: [], bearerAuth: [] }]);
    expect(doc.paths[URL.replace(/\/$/, '')]).toBeUndefined();
  });
});
