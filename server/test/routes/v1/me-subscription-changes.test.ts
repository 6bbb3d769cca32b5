import type { FastifyInstance } from 'fastify';

import {
  buildTestApp,
  createTestDatabase,
  ENGINES,
  grantSubscriptionTerm,
  inject,
  json,
  loginTokens,
  MEMBERS,
  type TestDatabase,
} from '../../helper';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface SubscriptionBody {
  id: number;
  status: string;
  reason: string | null;
  comment: string | null;
  next: string | null;
  plan: { code: string };
}

interface ReplaceBody {
  error: string | null;
  subscriptions: SubscriptionBody[];
}

describe.each(ENGINES)('subscription changes on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database);
    for (const email of Object.values(MEMBERS)) tokens.set(email, (await loginTokens(app, email)).accessToken);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const token = (email: string) => tokens.get(email)!;
  const accountId = async (email: string) => (await app.accounts.findByEmail(email))!.id;

  const replace = (email: string, payload: unknown) =>
    inject(app, { method: 'POST', url: '/v1/me/subscriptions', token: token(email), payload: payload as object });
  const cancel = (email: string, id: number | string, payload: unknown) =>
    inject(app, {
      method: 'PATCH',
      url: `/v1/me/subscriptions/${id}`,
      token: token(email),
      payload: payload as object,
    });
  const balances = async (email: string) =>
    json<{ balances: Record<string, number | null> }>(
      await inject(app, { method: 'GET', url: '/v1/me', token: token(email) }),
    ).balances;
  const orderCount = async (email: string) =>
    json<unknown[]>(await inject(app, { method: 'GET', url: '/v1/me/orders', token: token(email) })).length;
  const subscriptions = async (email: string) =>
    json<SubscriptionBody[]>(await inject(app, { method: 'GET', url: '/v1/me/subscriptions', token: token(email) }));

  /** A premium subscription in the given state, added straight to the database. */
  async function addSubscription(email: string, status: string, nextInDays: number): Promise<number> {
    const plan = await app.db
      .selectFrom('plans')
      .select('id')
      .where('code', '=', 'premium-monthly')
      .executeTakeFirstOrThrow();
    const now = Date.now();
    const account = await accountId(email);
    const row = await app.db
      .insertInto('subscriptions')
      .values({
        account_id: account,
        plan_id: plan.id,
        status,
        reason: status === 'canceled' ? 'too_expensive' : null,
        comment: null,
        next_date: isoDate(now + nextInDays * DAY_MS),
        created_at: now - 40 * DAY_MS,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await grantSubscriptionTerm(app, account, row.id);
    return row.id;
  }

  const statusOf = async (id: number) =>
    (await app.db.selectFrom('subscriptions').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  describe('POST /v1/me/subscriptions (replace: reactivation)', () => {
    it('reactivates the canceled premium subscription of the reactivation member, charging nothing for its paid term', async () => {
      const email = MEMBERS.reactivate;
      const [canceled] = await subscriptions(email);
      expect(canceled).toMatchObject({ status: 'canceled', reason: 'too_expensive' });
      // the term paid for still runs: its items are held until `next` (issue 54)
      expect(await balances(email)).toMatchObject({ person_report: null, premium_person_report: null });
      const ordersBefore = await orderCount(email);

      const response = await replace(email, { subscriptionIds: [canceled!.id] });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = json<ReplaceBody>(response);
      expect(body).toEqual({
        error: null,
        subscriptions: [
          expect.objectContaining({
            id: canceled!.id,
            status: 'active',
            reason: null,
            comment: null,
            next: canceled!.next,
            plan: expect.objectContaining({ code: 'premium-monthly' }),
          }),
        ],
      });
      expect(await subscriptions(email)).toEqual(body.subscriptions);
      expect(await balances(email)).toMatchObject({ person_report: null, premium_person_report: null });
      // no order without a charge: the resumed subscription renews (and is charged) on its `next` date
      expect(await orderCount(email)).toBe(ordersBefore);

      // once active, the same request is refused and records nothing more
      const again = json<ReplaceBody>(await replace(email, { subscriptionIds: [canceled!.id] }));
      expect(again).toEqual({
        error: `Subscription ${canceled!.id} cannot be reactivated: only your own canceled subscriptions whose term has not ended can be.`,
        subscriptions: [],
      });
      expect(await orderCount(email)).toBe(ordersBefore);
    });

    it("refuses another member's subscription, one whose term has ended, and unknown ids; nothing changes", async () => {
      const others = await addSubscription(MEMBERS.guardian, 'canceled', 20);
      const ended = await addSubscription(MEMBERS.personReport, 'canceled', -1);
      const endsToday = await addSubscription(MEMBERS.personReport, 'canceled', 0);
      const eligible = await addSubscription(MEMBERS.personReport, 'canceled', 20);
      const ordersBefore = await orderCount(MEMBERS.personReport);
      const guardianOrders = await orderCount(MEMBERS.guardian);

      for (const ids of [[others], [ended], [endsToday], [999_999], [999_999_999], [eligible, others]]) {
        const response = await replace(MEMBERS.personReport, { subscriptionIds: ids });
        expect(response.statusCode).toBe(200);
        const body = json<ReplaceBody>(response);
        expect(body.subscriptions).toEqual([]);
        expect(body.error).toMatch(/cannot be reactivated/);
      }
      // the refusal names the refused ids only, in the order given
      expect(
        json<ReplaceBody>(await replace(MEMBERS.personReport, { subscriptionIds: [eligible, others, ended] })).error,
      ).toBe(
        `Subscriptions ${others}, ${ended} cannot be reactivated: only your own canceled subscriptions whose term has not ended can be.`,
      );

      for (const id of [others, ended, endsToday, eligible]) expect(await statusOf(id)).toBe('canceled');
      expect(await orderCount(MEMBERS.personReport)).toBe(ordersBefore);
      expect(await orderCount(MEMBERS.guardian)).toBe(guardianOrders);
      // the guardian member can reactivate its own, though
      expect(
        json<ReplaceBody>(await replace(MEMBERS.guardian, { subscriptionIds: [String(others)] })).error,
      ).toBeNull();
      expect(await statusOf(others)).toBe('active');
    });

    it('reactivates several at once, all or nothing', async () => {
      const first = await addSubscription(MEMBERS.darkWeb, 'canceled', 5);
      const second = await addSubscription(MEMBERS.darkWeb, 'canceled', 9);
      const active = await addSubscription(MEMBERS.darkWeb, 'active', 9);
      const ordersBefore = await orderCount(MEMBERS.darkWeb);
      expect(
        json<ReplaceBody>(await replace(MEMBERS.darkWeb, { subscriptionIds: [first, active, second] })).error,
      ).toBe(
        `Subscription ${active} cannot be reactivated: only your own canceled subscriptions whose term has not ended can be.`,
      );
      expect([await statusOf(first), await statusOf(second)]).toEqual(['canceled', 'canceled']);
      const body = json<ReplaceBody>(await replace(MEMBERS.darkWeb, { subscriptionIds: [second, first] }));
      expect(body.error).toBeNull();
      expect(body.subscriptions.map((subscription) => [subscription.id, subscription.status])).toEqual([
        [second, 'active'],
        [first, 'active'],
      ]);
      expect(await orderCount(MEMBERS.darkWeb)).toBe(ordersBefore);
    });

    it('lets only one of several concurrent requests reactivate a subscription', async () => {
      const id = await addSubscription(MEMBERS.identity, 'canceled', 10);
      const ordersBefore = await orderCount(MEMBERS.identity);
      const results = await Promise.all(
        Array.from({ length: 6 }, () => replace(MEMBERS.identity, { subscriptionIds: [id] })),
      );
      expect(results.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
      expect(results.filter((response) => json<ReplaceBody>(response).error === null)).toHaveLength(1);
      expect(await orderCount(MEMBERS.identity)).toBe(ordersBefore);
    });

    it.each<[string, unknown, string]>([
      ['no body fields', {}, 'subscriptionIds is required'],
      ['an empty list', { subscriptionIds: [] }, 'subscriptionIds must name at least one subscription'],
      ['not a list', { subscriptionIds: 12 }, 'subscriptionIds must be a list of subscription ids'],
      ['a repeated id', { subscriptionIds: [3, '3'] }, 'subscriptionIds must not repeat an id'],
      ['zero', { subscriptionIds: [0] }, 'subscriptionIds[0] must be a whole number from 1 to 999999999'],
      ['a negative id', { subscriptionIds: [-4] }, 'subscriptionIds[0] must be a whole number from 1 to 999999999'],
      ['a fraction', { subscriptionIds: [1.5] }, 'subscriptionIds[0] must be a whole number from 1 to 999999999'],
      [
        'a padded string',
        { subscriptionIds: ['012'] },
        'subscriptionIds[0] must be a whole number from 1 to 999999999',
      ],
      ['a boolean', { subscriptionIds: [1, true] }, 'subscriptionIds[1] must be a whole number from 1 to 999999999'],
      [
        'too many ids',
        { subscriptionIds: Array.from({ length: 21 }, (_, i) => i + 1) },
        'subscriptionIds must name at most 20 subscriptions',
      ],
      ['another field', { subscriptionIds: [1], accountId: 2 }, 'Unknown field(s) in the request body: accountId'],
      ['a list body', [1], 'The request body must be a JSON object'],
    ])('answers 400 for %s', async (_what, payload, message) => {
      const response = await replace(MEMBERS.premium, payload);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ message, statusCode: 400 });
    });

    it('needs a bearer token', async () => {
      const response = await inject(app, {
        method: 'POST',
        url: '/v1/me/subscriptions',
        payload: { subscriptionIds: [1] },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('PATCH /v1/me/subscriptions/{id} (cancel)', () => {
    it('cancels with a reason and a comment; access runs on to `next`; reactivation undoes it', async () => {
      const email = MEMBERS.premium;
      const [active] = await subscriptions(email);
      expect(await balances(email)).toMatchObject({ person_report: null, premium_person_report: null });

      const response = await cancel(email, active!.id, {
        status: 'canceled',
        reason: ' too_expensive ',
        comment: 'Back in the autumn.',
      });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({
        ...active,
        status: 'canceled',
        reason: 'too_expensive',
        comment: 'Back in the autumn.',
      });
      // the paid term is honoured: everything stays held until `next`, then the subscription-terms job ends it
      expect(await balances(email)).toMatchObject({ person_report: null, premium_person_report: null });

      const twice = await cancel(email, active!.id, { status: 'canceled', reason: 'other' });
      expect(twice.statusCode).toBe(409);
      expect(json(twice)).toEqual({ message: 'The subscription is already canceled', statusCode: 409 });

      expect(json<ReplaceBody>(await replace(email, { subscriptionIds: [active!.id] })).error).toBeNull();
      expect(await balances(email)).toMatchObject({ person_report: null, premium_person_report: null });
    });

    it('stores a missing, null or blank comment as null', async () => {
      for (const comment of [undefined, null, '   ']) {
        const id = await addSubscription(MEMBERS.guardianFamily, 'active', 30);
        const payload =
          comment === undefined
            ? { status: 'canceled', reason: 'moving' }
            : { status: 'canceled', reason: 'moving', comment };
        const response = await cancel(MEMBERS.guardianFamily, id, payload);
        expect(response.statusCode).toBe(200);
        expect(json(response)).toMatchObject({ id, status: 'canceled', reason: 'moving', comment: null });
      }
    });

    it("answers 404 for another member's subscription and leaves it alone", async () => {
      const [guardians] = await subscriptions(MEMBERS.guardian);
      const response = await cancel(MEMBERS.dataMonitoring, guardians!.id, { status: 'canceled', reason: 'x' });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ message: 'Subscription not found', statusCode: 404 });
      expect(await statusOf(guardians!.id)).toBe(guardians!.status);
      expect((await cancel(MEMBERS.dataMonitoring, 999_999, { status: 'canceled', reason: 'x' })).statusCode).toBe(404);
      expect(
        (await cancel(MEMBERS.dataMonitoring, '9'.repeat(9), { status: 'canceled', reason: 'x' })).statusCode,
      ).toBe(404);
    });

    it.each<[string, unknown, string]>([
      ['another status', { status: 'active', reason: 'x' }, 'status can only be set to "canceled"'],
      ['no status', { reason: 'x' }, 'status is required'],
      ['no reason', { status: 'canceled' }, 'Please choose a reason for canceling.'],
      ['a blank reason', { status: 'canceled', reason: '  ' }, 'Please choose a reason for canceling.'],
      ['a reason that is not text', { status: 'canceled', reason: 5 }, 'reason must be a string'],
      ['a long reason', { status: 'canceled', reason: 'r'.repeat(101) }, 'reason must be at most 100 characters'],
      [
        'a long comment',
        { status: 'canceled', reason: 'x', comment: 'c'.repeat(2001) },
        'comment must be at most 2000 characters',
      ],
      [
        'another field',
        { status: 'canceled', reason: 'x', next: '2030-01-01' },
        'Unknown field(s) in the request body: next',
      ],
    ])('answers 400 for %s', async (_what, payload, message) => {
      const [own] = await subscriptions(MEMBERS.dataMonitoring);
      const response = await cancel(MEMBERS.dataMonitoring, own!.id, payload);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ message, statusCode: 400 });
      expect(await statusOf(own!.id)).toBe('active');
    });

    it('answers 400 for an id that is not one, and 401 without a token', async () => {
      const bad = await cancel(MEMBERS.dataMonitoring, 'abc', { status: 'canceled', reason: 'x' });
      expect(bad.statusCode).toBe(400);
      expect(json(bad).message).toBe('id must be a whole number from 1 to 999999999');
      const anonymous = await inject(app, {
        method: 'PATCH',
        url: '/v1/me/subscriptions/1',
        payload: { status: 'canceled', reason: 'x' },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
