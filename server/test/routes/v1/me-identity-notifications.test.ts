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

const URL = '/v1/me/identity-monitoring/notifications';

describe.each(ENGINES)('GET /v1/me/identity-monitoring/notifications on %s', (engine) => {
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

  async function get(email: string, url = URL) {
    const { accessToken } = await loginTokens(app, email);
    return inject(app, { method: 'GET', url, token: accessToken });
  }

  it('lists the identity member\'s five alerts, newest first (so the widget shows 3 and "See all 5 alerts...")', async () => {
    const response = await get(MEMBERS.identity);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(json(response)).toEqual([
      { alert_id: 'IDM-1001', report_name: 'Dark Web Surveillance', category: 'dark_web', type: 'email_exposed' },
      { alert_id: 'IDM-1002', report_name: 'Change of Address', category: 'address', type: 'address_change' },
      { alert_id: 'IDM-1003', report_name: 'SSN Trace', category: 'ssn', type: 'new_name_linked' },
      { alert_id: 'IDM-1004', report_name: 'Court Records', category: 'criminal', type: 'new_record' },
      { alert_id: 'IDM-1005', report_name: 'Payday Loan Monitoring', category: 'credit', type: 'new_inquiry' },
    ]);
  });

  it('gives the dark web member its two alerts and everybody else an empty list (never a 403)', async () => {
    expect(json<unknown[]>(await get(MEMBERS.darkWeb))).toHaveLength(2);
    for (const email of [MEMBERS.premium, MEMBERS.guardian, MEMBERS.dataMonitoring, MEMBERS.reactivate]) {
      const response = await get(email);
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual([]);
    }
  });

  it('needs the app headers and a bearer token; takes no query parameters', async () => {
    const anonymous = await inject(app, { method: 'GET', url: URL });
    expect(anonymous.statusCode).toBe(401);
    const noApp = await app.inject({ method: 'GET', url: URL });
    expect(json(noApp)).toEqual({ message: 'Missing App-Id header', statusCode: 401 });
    const withQuery = await get(MEMBERS.identity, `${URL}?accountId=1`);
    expect(withQuery.statusCode).toBe(400);
    expect(json(withQuery).message).toBe('Unknown query parameter(s): accountId');
  });
});
