import type { FastifyInstance } from 'fastify';

import { createEntitlementLedgerRepository } from '../../../src/repositories/entitlement-ledger-repository';

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

interface SubscriptionBody {
  id: number;
  status: string;
  next: string | null;
  plan: { recurring_price: number; recurring_period: number; recurring_interval: string };
  products: Array<{ code: string; items: Record<string, number | null> }>;
}

describe.each(ENGINES)('GET /v1/me/subscriptions, orders and payment options on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database);
    token = (await loginTokens(app, MEMBERS.reactivate)).accessToken;
    // The canceled demo member bought nothing; two one-time person reports give the order and balance tests a purchase
    // (an order and its grant in the entitlement ledger, as the billing service writes them).
    const account = await app.accounts.findByEmail(MEMBERS.reactivate);
    const product = await app.db
      .selectFrom('products')
      .select(['id', 'price_cents'])
      .where('code', '=', 'person-report')
      .executeTakeFirstOrThrow();
    const order = await app.db
      .insertInto('orders')
      .values({
        account_id: account!.id,
        product_id: product.id,
        quantity: 2,
        amount_cents: product.price_cents * 2,
        status: 'completed',
        created_at: Date.now() - 10 * 24 * 60 * 60 * 1000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await createEntitlementLedgerRepository(app.db).grantOrder({
      accountId: account!.id,
      orderId: order.id,
      quantity: 2,
      items: { person_report: 1 },
      now: Date.now(),
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const get = (url: string, bearer = token) => inject(app, { method: 'GET', url, token: bearer });

  it('lists subscriptions with plan and products; the demo canceled one qualifies for reactivation (spec §4)', async () => {
    const response = await get('/v1/me/subscriptions');
    expect(response.statusCode).toBe(200);
    const subscriptions = json<SubscriptionBody[]>(response);
    expect(subscriptions).toHaveLength(1);
    const [canceled] = subscriptions;
    expect(canceled).toMatchObject({
      status: 'canceled',
      reason: 'too_expensive',
      plan: { name: 'Premium Membership', recurring_price: 39.99, recurring_period: 1, recurring_interval: 'month' },
    });
    expect(canceled!.next! > new Date().toISOString().slice(0, 10)).toBe(true);
    expect(canceled!.products.some((product) => 'premium_person_report' in product.items)).toBe(true);
  });

  it('reads one subscription by id', async () => {
    const [first] = json<SubscriptionBody[]>(await get('/v1/me/subscriptions'));
    const response = await get(`/v1/me/subscriptions/${first!.id}`);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual(first);
  });

  it('answers 404 for an unknown subscription and 400 for an id that is not one', async () => {
    expect((await get('/v1/me/subscriptions/999999')).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '9'.repeat(16)]) {
      const response = await get(`/v1/me/subscriptions/${id}`);
      expect(response.statusCode).toBe(400);
      expect(json(response).message).toBe('id must be a whole number from 1 to 999999999');
    }
  });

  it('lists orders newest first with totals in dollars', async () => {
    const response = await get('/v1/me/orders');
    expect(response.statusCode).toBe(200);
    const orders =
      json<Array<{ created: string; total: number; quantity: number; product: { code: string } }>>(response);
    expect(orders).toHaveLength(4);
    // three monthly renewals of the demo plan, and the two reports bought 10 days ago
    expect(orders.find((order) => order.product.code === 'person-report')).toMatchObject({
      quantity: 2,
      total: 19.98,
      currency: 'USD',
    });
    const created = orders.map((order) => order.created);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('holds what the canceled term holds while its paid term runs (spec §3: null = held)', async () => {
    const me = json<{ balances: Record<string, number | null> }>(await get('/v1/me'));
    expect(me.balances).toEqual({
      person_report: null,
      premium_person_report: null,
      guardian: 0,
      guardian_family_addon: 0,
      dark_web_monitoring: 0,
      identity_monitoring: 0,
      data_monitoring: 0,
    });
  });

  it('lists payment options with the card brand and last four digits only', async () => {
    const response = await get('/v1/me/payment-options');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual([
      {
        id: expect.any(Number),
        type: 'card',
        brand: 'visa',
        last4: expect.stringMatching(/^\d{4}$/),
        exp_month: 12,
        exp_year: expect.any(Number),
        is_default: true,
      },
    ]);
  });

  it('needs a bearer token on every one of them', async () => {
    for (const url of ['/v1/me/subscriptions', '/v1/me/subscriptions/1', '/v1/me/orders', '/v1/me/payment-options']) {
      expect((await get(url, '')).statusCode).toBe(401);
    }
  });
});
