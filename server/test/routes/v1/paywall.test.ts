import type { FastifyInstance } from 'fastify';

import { createEntitlementLedgerRepository } from '../../../src/repositories/entitlement-ledger-repository';
import { DEMO_PROFILES } from '../../../src/domain/demo-profiles';
import { ACTIVE_MEMBERSHIP_RECHECK_MS, MEMBERSHIP_REQUIRED } from '../../../src/services/active-membership';
import { PERSON_REPORT_REQUIRED } from '../../../src/services/entitlements';
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
import { membershipRequestsOf, type PaywalledRequest } from './person-revealing-routes';

// Issue 13 point 1 (OWASP API5/API6): GET /people/{pointer} serves teasers only, whatever the member holds, and the
// routes that reveal people the member has not saved (searches, teasers, lookup; record creation and the suggested
// reports since issue 55) need an active membership: a lapsed member gets a 402 naming the item to buy, never a 403.

describe.each(ENGINES)('paywall on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let requests: Record<string, PaywalledRequest>;
  const clock = new TestClock();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedRecords(database, 200);
    app = await buildTestApp(database, { clock: clock.read });
    requests = await membershipRequestsOf(app);
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const get = (url: string, token: string) => inject(app, { method: 'GET', url, token });
  const search = () => requests['GET /v1/search/people']!.url;

  it('a lapsed member (canceled, paid term over, nothing bought) gets a 402 naming person_report on every read', async () => {
    const { accessToken } = await loginTokens(app, MEMBERS.lapsed);
    for (const [route, { answers: _answers, refusedFor, ...request }] of Object.entries(requests)) {
      const response = await inject(app, { ...request, token: accessToken });
      expect([route, response.statusCode]).toEqual([route, 402]);
      expect(response.headers['x-required-item']).toBe('person_report');
      expect(response.headers['x-required-for']).toBe(refusedFor);
      expect(json(response).statusCode).toBe(402);
    }
    expect(json(await get(search(), accessToken))).toEqual({ message: MEMBERSHIP_REQUIRED, statusCode: 402 });
    // still signed in: the rest of the app answers
    expect((await get('/v1/me', accessToken)).statusCode).toBe(200);
  });

  it('a lapsed member creates no record from a phone, an e-mail or a pointer, and gets no suggested reports', async () => {
    const { accessToken } = await loginTokens(app, MEMBERS.lapsed);
    const account = await app.accounts.findByEmail(MEMBERS.lapsed);
    const { pointers } = await app.publicRecordsRepository.dataset();
    const countRecords = async () =>
      Number(
        (
          await app.db
            .selectFrom('records')
            .select((eb) => eb.fn.countAll().as('count'))
            .where('account_id', '=', account!.id)
            .executeTakeFirstOrThrow()
        ).count,
      );
    const before = await countRecords();
    for (const payload of [
      { type: 'phone', data: { phone: '2125550100' } },
      { type: 'email', data: { email: 'someone@example.com' } },
      { type: 'person', data: { pointer: pointers.encode('person', 3) } },
      { type: 'location', data: { pointer: pointers.encode('location', 3) } },
    ]) {
      const response = await inject(app, { method: 'POST', url: '/v1/me/records', token: accessToken, payload });
      expect([payload.type, response.statusCode, response.headers['x-required-for']]).toEqual([
        payload.type,
        402,
        'report',
      ]);
      expect(json(response)).toEqual({ message: PERSON_REPORT_REQUIRED, statusCode: 402 });
    }
    expect(await countRecords()).toBe(before);
    expect((await get('/v1/me/suggested-reports/', accessToken)).statusCode).toBe(402);
    // nor those of one record (what a report shows, issue 56 point 2), even of a record saved while it ran
    const saved = await app.db
      .selectFrom('records')
      .select('id')
      .where('account_id', '=', account!.id)
      .executeTakeFirst();
    const suggestionsOfRecord = await get(`/v1/me/suggested-reports/?recordId=${saved?.id ?? 1}`, accessToken);
    expect([suggestionsOfRecord.statusCode, suggestionsOfRecord.headers['x-required-item']]).toEqual([
      402,
      'person_report',
    ]);
  });

  it.each(DEMO_PROFILES.filter((profile) => profile.status !== 'lapsed').map((profile) => profile.email))(
    '%s (a subscription whose term runs) reads every public record',
    async (email) => {
      const { accessToken } = await loginTokens(app, email);
      for (const [route, { answers, refusedFor: _refusedFor, ...request }] of Object.entries(requests)) {
        expect([route, (await inject(app, { ...request, token: accessToken })).statusCode]).toEqual([route, answers]);
      }
    },
  );

  it('a member without a subscription but with a bought person report searches, and is refused as soon as it is spent', async () => {
    const account = await app.accounts.findByEmail(MEMBERS.lapsed);
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
        quantity: 1,
        amount_cents: product.price_cents,
        status: 'completed',
        created_at: clock.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ledger = createEntitlementLedgerRepository(app.db);
    await ledger.grantOrder({
      accountId: account!.id,
      orderId: order.id,
      quantity: 1,
      items: { person_report: 1 },
      now: clock.now,
    });
    const { accessToken } = await loginTokens(app, MEMBERS.lapsed);
    expect((await get(search(), accessToken)).statusCode).toBe(200);
    // the report is spent on a subject: nothing is left to search with
    await ledger.append({
      accountId: account!.id,
      item: 'person_report',
      entry: 'consume',
      quantity: -1,
      subject: 'person:paywall-test',
      dedupeKey: 'consume:person_report:person:paywall-test',
      now: clock.now,
    });
    // at once: a member let in by a bought report is not remembered, so the next result opened reveals no one
    expect((await get(search(), accessToken)).statusCode).toBe(402);
  });

  it('a canceled subscription searches until its paid term ends, and is refused within a second after', async () => {
    let { accessToken } = await loginTokens(app, MEMBERS.dataMonitoring);
    expect((await get(search(), accessToken)).statusCode).toBe(200);
    const [subscription] = json<Array<{ id: number; next: string }>>(await get('/v1/me/subscriptions', accessToken));
    const cancel = () =>
      inject(app, {
        method: 'PATCH',
        url: `/v1/me/subscriptions/${subscription!.id}`,
        token: accessToken,
        payload: { status: 'canceled', reason: 'too_expensive' },
      });
    expect((await cancel()).statusCode).toBe(200);
    clock.advance(ACTIVE_MEMBERSHIP_RECHECK_MS + 1);
    expect((await get(search(), accessToken)).statusCode).toBe(200);
    // resumed before the term ends, then canceled again: still the member's until `next`
    const renewed = await inject(app, {
      method: 'POST',
      url: '/v1/me/subscriptions',
      token: accessToken,
      payload: { subscriptionIds: [subscription!.id] },
    });
    expect(json(renewed)).toMatchObject({ error: null });
    expect((await cancel()).statusCode).toBe(200);
    const started = clock.now;
    clock.now = Date.parse(`${subscription!.next}T00:00:00Z`) + 1;
    ({ accessToken } = await loginTokens(app, MEMBERS.dataMonitoring));
    try {
      const refused = await get(search(), accessToken);
      expect(refused.statusCode).toBe(402);
      expect(refused.headers['x-required-for']).toBe('search');
    } finally {
      clock.now = started;
    }
  });

  it('a member holding only the basic product gets teasers: no criminal records, finances, assets, phones or e-mails', async () => {
    const { accessToken } = await loginTokens(app, MEMBERS.personReport);
    const { pointers } = await app.publicRecordsRepository.dataset();
    const pointer = pointers.encode('person', 1);
    const teaser = json(await get(`/v1/people/${pointer}`, accessToken));
    expect(Object.keys(teaser).sort()).toEqual(['dobs', 'dods', 'locations', 'names', 'pointer']);
    for (const field of ['criminal_records', 'finances', 'assets', 'phones', 'emails']) {
      for (const url of [
        `/v1/people/${pointer}?fields=${field}`,
        `/v1/people/${pointer}?fields=names,${field}`,
        `/v1/people/${pointer}?fields=${field}&teaser=false`,
      ]) {
        const response = await get(url, accessToken);
        expect([url, response.statusCode]).toEqual([url, 400]);
        expect(json(response).message).toMatch(/^fields may name only names, locations, dobs, dods/);
      }
    }
  });
});
