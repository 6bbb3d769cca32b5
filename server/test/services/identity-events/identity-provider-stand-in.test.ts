import type { FastifyInstance } from 'fastify';

import {
  requestStandInScenario,
  startIdentityProviderStandIn,
  type IdentityProviderStandIn,
} from '../../../src/services/identity-events/identity-provider-stand-in';
import {
  buildTestApp,
  createTestDatabase,
  ENGINES,
  inject,
  loginTokens,
  MEMBERS,
  type TestDatabase,
} from '../../helper';
import { startTestIdentityProvider, TEST_IDENTITY_API_KEY } from '../../identity-provider-helper';

// The identity provider's stand-in against a real listening app (issue 58): an account holding identity monitoring is
// enrolled on first use through the job enroll-identity-subscriber, and the demo scenario, delivered signed over
// HTTP on 127.0.0.1, becomes the member's five alerts; sent again, it adds nothing.

const API_KEY = TEST_IDENTITY_API_KEY;

describe.each(ENGINES)('identity provider stand-in with a listening app on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let standIn: IdentityProviderStandIn;
  let webhookUrl = '';

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const provider = await startTestIdentityProvider();
    standIn = provider.standIn;
    app = await buildTestApp(database, { config: { identityProvider: provider.identityProvider } });
    await provider.listen(app);
    webhookUrl = provider.webhookUrl();
  });
  afterAll(async () => {
    await app.close();
    await standIn.close();
    await database.drop();
  });

  const subscriberOf = async (email: string) => {
    const account = await app.accounts.findByEmail(email);
    return app.db
      .selectFrom('identity_subscribers')
      .selectAll()
      .where('account_id', '=', account!.id)
      .executeTakeFirst();
  };

  async function listMonitoring(email: string) {
    const { accessToken } = await loginTokens(app, email);
    const response = await inject(app, {
      method: 'GET',
      url: '/v1/me/identity-monitoring/members',
      token: accessToken,
    });
    expect(response.statusCode).toBe(200);
  }

  it('enrolls an account holding identity monitoring on first use, through its job, and no other', async () => {
    await listMonitoring(MEMBERS.identity);
    await listMonitoring(MEMBERS.identity);
    const subscriber = await subscriberOf(MEMBERS.identity);
    expect(subscriber).toMatchObject({ reference: expect.stringMatching(/^sub_[0-9a-f]{24}$/), enrolled_at: null });
    // one job, however often the page was opened
    expect(await app.jobs.drain('enroll-identity-subscriber')).toBe(1);
    expect(standIn.subscribers).toEqual(new Set([subscriber!.reference]));
    expect((await subscriberOf(MEMBERS.identity))?.enrolled_at).toEqual(expect.any(Number));
    // enrolled: a later visit sends nothing
    await listMonitoring(MEMBERS.identity);
    expect(await app.jobs.drain('enroll-identity-subscriber')).toBe(0);

    // dark web monitoring alone is not identity monitoring
    await listMonitoring(MEMBERS.darkWeb);
    expect(await subscriberOf(MEMBERS.darkWeb)).toBeUndefined();
  });

  it('delivers the demo scenario, signed, and the app raises five alerts; the same scenario again adds none', async () => {
    const subscriber = await subscriberOf(MEMBERS.identity);
    const reference = subscriber!.reference;
    const deliveries = await requestStandInScenario({ url: standIn.url, apiKey: API_KEY, reference, scenario: 'demo' });
    expect(deliveries.map((delivery) => [delivery.type, delivery.status, delivery.attempts])).toEqual([
      ['ssn_trace.new_name', 200, 1],
      ['address.change', 200, 1],
      ['court_record.new', 200, 1],
      ['payday_loan.application', 200, 1],
      ['credit.inquiry', 200, 1],
    ]);
    expect(await app.jobs.drain('process-identity-event')).toBe(5);
    const alerts = () =>
      app.db
        .selectFrom('identity_notifications as n')
        .innerJoin('identity_events as e', 'e.id', 'n.identity_event_id')
        .select(['n.report_name', 'n.category', 'e.event_id', 'n.alert_id'])
        .where('n.account_id', '=', subscriber!.account_id)
        .orderBy('n.report_name')
        .execute();
    const raised = await alerts();
    expect(raised.map((alert) => [alert.report_name, alert.category])).toEqual([
      ['Change of Address', 'address'],
      ['Court Records', 'criminal'],
      ['Credit Monitoring', 'credit'],
      ['Payday Loan Monitoring', 'payday_loan'],
      ['SSN Trace', 'ssn'],
    ]);
    expect(raised.every((alert) => alert.alert_id === alert.event_id)).toBe(true);

    const again = await requestStandInScenario({ url: standIn.url, apiKey: API_KEY, reference, scenario: 'demo' });
    expect(again.map((delivery) => delivery.eventId)).toEqual(deliveries.map((delivery) => delivery.eventId));
    expect(await app.jobs.drain('process-identity-event')).toBe(0);
    expect(await alerts()).toHaveLength(5);
  });

  it('refuses a wrong API key, an unknown subscriber, and retries a delivery the webhook refuses', async () => {
    const wrongKey = await fetch(`${standIn.url}/v1/subscribers`, {
      method: 'POST',
      headers: { authorization: 'Bearer nope', 'content-type': 'application/json' },
      body: JSON.stringify({ reference: 'sub_0123456789abcdef' }),
    });
    expect(wrongKey.status).toBe(401);
    await expect(
      requestStandInScenario({ url: standIn.url, apiKey: API_KEY, reference: 'sub_unknown000000', scenario: 'demo' }),
    ).rejects.toThrow(/answered 404/);

    // a stand-in signing with another secret: every try is refused (400), and it gives up after its tries
    const wrongSecret = await startIdentityProviderStandIn({
      webhookUrl,
      webhookSecret: 'not-the-webhook-secret-0123',
      delivery: { attempts: 3, delayMs: 10 },
    });
    try {
      await fetch(`${wrongSecret.url}/v1/subscribers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reference: 'sub_0123456789abcdef' }),
      });
      await expect(
        requestStandInScenario({
          url: wrongSecret.url,
          apiKey: 'any',
          reference: 'sub_0123456789abcdef',
          scenario: 'credit.inquiry',
        }),
      ).rejects.toThrow(/answered 502/);
      expect(wrongSecret.deliveries).toEqual([expect.objectContaining({ status: 400, attempts: 3 })]);
    } finally {
      await wrongSecret.close();
    }
  });
});
