import type { FastifyInstance } from 'fastify';

import { checkBreachesJob } from '../../../src/jobs/definitions/check-breaches';
import { seedDemoWatchedData } from '../../../src/seed/demo-watched-data';
import type { HibpStandIn } from '../../../src/services/breach-feed/hibp-stand-in';
import { startTestBreachFeed } from '../../breach-feed-helper';
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

// The header's identity alerts (spec §3), as the demo has them at start: produced by the pipelines, never seeded. The
// demo members on a dark web or identity plan watch their own e-mail (seed/demo-watched-data.ts, through the
// service), the check-breaches job asks the breach feed (the HIBP stand-in, whose scenario has every demo address in
// StandInForum and StandInFitness), and each breach raises one alert. Everybody else has none.

const URL = '/v1/me/identity-monitoring/notifications';

describe.each(ENGINES)('GET /v1/me/identity-monitoring/notifications on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let standIn: HibpStandIn;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const feed = await startTestBreachFeed();
    standIn = feed.standIn;
    app = await buildTestApp(database, { config: { breachFeed: feed.breachFeed } });
    expect(await seedDemoWatchedData(app.db, app.identityMonitoring)).toBe(2);
    expect(await app.jobs.drain(checkBreachesJob.name)).toBe(2);
  });
  afterAll(async () => {
    await app.close();
    await standIn.close();
    await database.drop();
  });

  async function get(email: string, url = URL) {
    const { accessToken } = await loginTokens(app, email);
    return inject(app, { method: 'GET', url, token: accessToken });
  }

  it("lists the alerts the breach feed's check of the dark web member's e-mail raised", async () => {
    const response = await get(MEMBERS.darkWeb);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const alerts = json<Array<{ alert_id: string; report_name: string; category: string; type: string }>>(response);
    expect(alerts).toHaveLength(2);
    for (const alert of alerts) {
      expect(alert).toMatchObject({ report_name: 'Dark Web Surveillance', category: 'dark_web', type: 'email_exposed' });
    }
    expect(alerts.map((alert) => alert.alert_id.replace(/-\d+$/, '')).sort()).toEqual([
      'hibp-StandInFitness',
      'hibp-StandInForum',
    ]);
  });

  it('gives every notice a producer: the feed, a breach and the watched item that raised it', async () => {
    const notices = await app.db.selectFrom('identity_notifications').selectAll().execute();
    expect(notices.length).toBe(4);
    for (const notice of notices) {
      expect(notice.breach_id).not.toBeNull();
      expect(notice.item_id).not.toBeNull();
    }
    expect(await app.db.selectFrom('record_notifications').selectAll().execute()).toEqual([]);
    // seeding again adds nothing: the members already watch their e-mail
    expect(await seedDemoWatchedData(app.db, app.identityMonitoring)).toBe(0);
  });

  it('gives everybody without monitoring an empty list (never a 403)', async () => {
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
