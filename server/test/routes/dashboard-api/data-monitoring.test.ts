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

const URL = '/dashboard/api/data-monitoring/notifications/';
const DAY_MS = 24 * 60 * 60 * 1000;
/** a notice of the provider: about no monitored record, no change recorded */
const PROVIDER_NOTICE = {
  id: expect.any(Number),
  monitored_record_id: null,
  field: null,
  old_value: null,
  new_value: null,
};

interface Body {
  location_notifications: Array<Record<string, unknown>>;
  person_notifications: Array<Record<string, unknown>>;
}

describe.each(ENGINES)('GET /dashboard/api/data-monitoring/notifications/ on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = new TestClock();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database, { clock: clock.read });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  async function get(email: string, url = URL) {
    const { accessToken } = await loginTokens(app, email);
    return inject(app, { method: 'GET', url, token: accessToken });
  }

  const iso = (daysAgo: number) => new Date(clock.now - daysAgo * DAY_MS).toISOString();

  it('lists the data monitoring member’s report updates by type, newest first', async () => {
    const response = await get(MEMBERS.dataMonitoring);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(json<Body>(response)).toEqual({
      location_notifications: [
        {
          ...PROVIDER_NOTICE,
          type: 'location',
          created: iso(4),
          display: 'New resident at 1200 Oak St, Austin, TX 78704',
          first_name: 'Samuel',
          last_name: 'Ortiz',
        },
      ],
      person_notifications: [
        {
          ...PROVIDER_NOTICE,
          type: 'person',
          created: iso(2),
          display: 'New address: 4410 Birch Ln, Denver, CO 80220',
          first_name: 'Daniel',
          last_name: 'Castillo',
        },
        {
          ...PROVIDER_NOTICE,
          type: 'person',
          created: iso(5),
          display: 'New phone number: (303) 555-0147',
          first_name: 'Daniel',
          last_name: 'Castillo',
        },
        {
          ...PROVIDER_NOTICE,
          type: 'person',
          created: iso(9),
          display: 'New court record: traffic violation, Denver County',
          first_name: 'Luis',
          last_name: 'Herrera',
        },
        {
          ...PROVIDER_NOTICE,
          type: 'person',
          created: iso(14),
          display: 'New email address found',
          first_name: 'Ana',
          last_name: 'Castillo',
        },
      ],
    });
  });

  it('answers without the trailing slash too', async () => {
    const response = await get(MEMBERS.dataMonitoring, URL.replace(/\/$/, ''));
    expect(response.statusCode).toBe(200);
    expect(json<Body>(response).person_notifications).toHaveLength(4);
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
