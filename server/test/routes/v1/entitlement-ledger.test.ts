import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

import { includedInMembership, ORDER_IN_PROGRESS, REFUND_USED } from '../../../src/services/billing-service';
import { MEMBERSHIP_REQUIRED } from '../../../src/services/active-membership';
import { PERSON_REPORT_REQUIRED } from '../../../src/services/entitlements';
import { ENGINES, inject, json, loginTokens, MEMBERS, TestClock } from '../../helper';
import { closeRecords, recordsContext, type RecordsContext } from '../../records-helper';
import { createRecord, FLAGS, peopleWith, pointerOf } from '../../report-helper';

// The entitlement ledger (issue 54), each case one of the findings on the old main:
// - one $9.99 person report bought unlimited reports (the balance never went down);
// - premium@ was charged for a report its plan includes;
// - a canceled term lost its access at once, although the member paid to its end;
// - two orders for the same add-on with different keys could both charge;
// and what replaces them: a 402 that says why, refunds of unused items, receipts.

const DAY_MS = 24 * 60 * 60 * 1000;
let keys = 0;
const newKey = () => `ledger-test-key-${Date.now()}-${(keys += 1)}`;

describe.each(ENGINES)('entitlement ledger on %s', (engine) => {
  let context: RecordsContext;
  let app: FastifyInstance;
  const clock = new TestClock();

  beforeAll(async () => {
    context = await recordsContext(engine, 400, { clock: clock.read, startJobs: false });
    app = context.app;
  }, 120_000);
  afterAll(async () => closeRecords(context));

  const call = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    inject(app, { method, url, token, ...(payload ? { payload } : {}) });
  const balances = async (token: string) =>
    json<{ balances: Record<string, number | null> }>(await call(token, 'GET', '/v1/me')).balances;
  const defaultCard = async (token: string) =>
    json<Array<{ id: number; is_default: boolean }>>(await call(token, 'GET', '/v1/me/payment-options')).find(
      (card) => card.is_default,
    )!.id;
  const order = (token: string, productCode: string, paymentOptionId: number, idempotencyKey = newKey()) =>
    call(token, 'POST', '/v1/me/orders', { productCode, paymentOptionId, idempotencyKey });
  const orders = async (token: string) =>
    json<Array<{ id: number; status: string; refundable: boolean; product: { code: string } }>>(
      await call(token, 'GET', '/v1/me/orders'),
    );
  const expect402 = (response: LightMyRequestResponse, item: string, reason: string, message: string) => {
    expect(response.statusCode).toBe(402);
    expect(response.headers['x-required-item']).toBe(item);
    expect(response.headers['x-required-for']).toBe(reason);
    expect(json<{ message: string }>(response).message).toBe(message);
  };
  async function personPointers(count: number, offset: number): Promise<string[]> {
    const rows = await peopleWith(app, FLAGS.criminal, count, offset);
    return Promise.all(rows.map((row) => pointerOf(app, 'person', row.id)));
  }
  const phoneOf = async (pointer: string) => {
    const person = await app.publicRecords.person(pointer, ['phones'], false);
    return person.phones?.[0]?.number;
  };

  it('a lapsed member who buys one person report opens one subject, then meets the 402 again', async () => {
    const token = (await loginTokens(app, MEMBERS.lapsed)).accessToken;
    // the paid term is over: a search is refused, and says why
    const search = await call(token, 'GET', '/v1/search/people?firstName=John&lastName=Smith');
    expect402(search, 'person_report', 'search', MEMBERSHIP_REQUIRED);
    expect((await balances(token)).person_report).toBe(0);

    const bought = await order(token, 'person-report', await defaultCard(token));
    expect(bought.statusCode).toBe(201);
    expect((await balances(token)).person_report).toBe(1);
    clock.advance(2_000); // past the active-membership cache
    expect((await call(token, 'GET', '/v1/search/people?firstName=John&lastName=Smith')).statusCode).toBe(200);

    const [first, second] = await personPointers(2, 0);
    const firstRecord = await createRecord(context, { type: 'person', data: { pointer: first } }, token);
    expect((await call(token, 'GET', `/v1/me/records/${firstRecord}/report`)).statusCode).toBe(200);
    expect((await balances(token)).person_report).toBe(0);
    // the same subject again, and its PDF, spend nothing more
    for (let again = 0; again < 3; again += 1) {
      expect((await call(token, 'GET', `/v1/me/records/${firstRecord}/report`)).statusCode).toBe(200);
    }
    expect((await call(token, 'POST', `/v1/me/records/${firstRecord}/pdf`)).statusCode).toBeLessThan(300);
    expect((await balances(token)).person_report).toBe(0);

    // another person, or a phone, is another report: nothing is left to spend, so not even its record is created
    // (creating it reveals the person, issue 55 point 1), at once after the spend
    expect402(
      await call(token, 'POST', '/v1/me/records', { type: 'person', data: { pointer: second } }),
      'person_report',
      'report',
      PERSON_REPORT_REQUIRED,
    );
    const phone = await phoneOf(second!);
    if (phone) {
      expect402(
        await call(token, 'POST', '/v1/me/records', { type: 'phone', data: { phone } }),
        'person_report',
        'report',
        PERSON_REPORT_REQUIRED,
      );
    }
    clock.advance(2_000);
    expect((await call(token, 'GET', '/v1/search/people?firstName=John&lastName=Smith')).statusCode).toBe(402);

    // the ledger holds exactly the grant and the one spend
    const account = await app.accounts.findByEmail('lapsed@demo.beacon.test');
    const rows = await app.db
      .selectFrom('entitlement_ledger')
      .select(['item', 'entry', 'quantity'])
      .where('account_id', '=', account!.id)
      .where('item', '=', 'person_report')
      .where('quantity', 'is not', null)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { item: 'person_report', entry: 'grant', quantity: 1 },
      { item: 'person_report', entry: 'consume', quantity: -1 },
    ]);
    // a used order cannot be refunded
    const [used] = await orders(token);
    expect(used!.refundable).toBe(false);
    const refused = await call(token, 'POST', `/v1/me/orders/${used!.id}/refund`);
    expect(refused.statusCode).toBe(409);
    expect(json<{ message: string }>(refused).message).toBe(REFUND_USED);
  });

  it('premium@ is never charged for what its plan includes', async () => {
    const token = (await loginTokens(app, MEMBERS.premium)).accessToken;
    const catalog = json<Array<{ code: string; included: boolean }>>(await call(token, 'GET', '/v1/me/catalog'));
    const included = catalog.filter((offer) => offer.included).map((offer) => offer.code);
    expect(included).toEqual(expect.arrayContaining(['person-report', 'premium-report', 'premium-reports']));
    expect(included).not.toContain('guardian');
    const before = (await orders(token)).length;
    const card = await defaultCard(token);
    for (const [code, name] of [
      ['person-report', 'Person Report'],
      ['premium-report', 'Premium Person Report'],
    ] as const) {
      const refused = await order(token, code, card);
      expect(refused.statusCode).toBe(409);
      expect(json<{ message: string }>(refused).message).toBe(includedInMembership(name));
    }
    expect((await order(token, 'premium-reports', card)).statusCode).toBe(409);
    expect((await orders(token)).length).toBe(before);
  });

  it('two orders for the same add-on at once charge once', async () => {
    const token = (await loginTokens(app, MEMBERS.personReport)).accessToken;
    const card = await defaultCard(token);
    const answers = await Promise.all([0, 1, 2].map(() => order(token, 'dark-web-monitoring', card)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    const refusals = answers
      .filter((answer) => answer.statusCode === 409)
      .map((answer) => json<{ message: string }>(answer).message);
    for (const message of refusals)
      expect([ORDER_IN_PROGRESS, 'You already have Dark Web Monitoring.']).toContain(message);
    const darkWeb = (await orders(token)).filter((placed) => placed.product.code === 'dark-web-monitoring');
    expect(darkWeb).toHaveLength(1);
    const subscriptions = json<Array<{ plan: { code: string } }>>(await call(token, 'GET', '/v1/me/subscriptions'));
    expect(subscriptions.filter((sub) => sub.plan.code === 'dark-web-monitoring-addon-monthly')).toHaveLength(1);
  });

  it('every charge writes a receipt, and an unused report is refunded to the card', async () => {
    const token = (await loginTokens(app, MEMBERS.guardian)).accessToken;
    const account = await app.accounts.findByEmail(MEMBERS.guardian);
    const bought = json<{ id: number }>(await order(token, 'premium-report', await defaultCard(token)));
    const receipts = await app.db
      .selectFrom('email_outbox')
      .select(['recipient', 'subject', 'body'])
      .where('recipient', '=', MEMBERS.guardian)
      .execute();
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.body).toContain('Premium Person Report');
    expect(receipts[0]!.body).toContain('$19.99');
    expect(receipts[0]!.body).toMatch(/ending in \d{4}/);
    expect((await balances(token)).premium_person_report).toBe(1);
    expect((await orders(token)).find((placed) => placed.id === bought.id)?.refundable).toBe(true);

    const refunded = await call(token, 'POST', `/v1/me/orders/${bought.id}/refund`);
    expect(refunded.statusCode).toBe(200);
    expect(json<{ status: string; refundable: boolean }>(refunded)).toMatchObject({
      status: 'refunded',
      refundable: false,
    });
    expect((await balances(token)).premium_person_report).toBe(0);
    // asked again: the same answer, nothing more refunded
    expect(json<{ status: string }>(await call(token, 'POST', `/v1/me/orders/${bought.id}/refund`)).status).toBe(
      'refunded',
    );
    const refundRows = await app.db
      .selectFrom('entitlement_ledger')
      .select(['entry', 'quantity'])
      .where('account_id', '=', account!.id)
      .where('order_id', '=', bought.id)
      .orderBy('id')
      .execute();
    expect(refundRows).toEqual([
      { entry: 'grant', quantity: 1 },
      { entry: 'refund', quantity: -1 },
    ]);
  });

  it('a canceled term keeps its access until its next date, then the job ends it', async () => {
    let token = (await loginTokens(app, MEMBERS.dataMonitoring)).accessToken;
    const [subscription] = json<Array<{ id: number; next: string }>>(await call(token, 'GET', '/v1/me/subscriptions'));
    const canceled = await call(token, 'PATCH', `/v1/me/subscriptions/${subscription!.id}`, {
      status: 'canceled',
      reason: 'too_expensive',
      comment: '',
    });
    expect(canceled.statusCode).toBe(200);
    const [pointer] = await personPointers(1, 5);
    const record = await createRecord(context, { type: 'person', data: { pointer } }, token);
    expect((await balances(token)).person_report).toBeNull();
    expect((await call(token, 'GET', `/v1/me/records/${record}/report`)).statusCode).toBe(200);

    // the day before `next`: still the member's; on `next`: over, without waiting for the job
    const next = Date.parse(`${subscription!.next}T00:00:00Z`);
    clock.now = next - DAY_MS + 60_000;
    // a fresh sign-in each time the clock jumps: access tokens last 15 minutes
    token = (await loginTokens(app, MEMBERS.dataMonitoring)).accessToken;
    expect((await call(token, 'GET', `/v1/me/records/${record}/report`)).statusCode).toBe(200);
    clock.now = next + 60_000;
    token = (await loginTokens(app, MEMBERS.dataMonitoring)).accessToken;
    expect402(
      await call(token, 'GET', `/v1/me/records/${record}/report`),
      'person_report',
      'report',
      PERSON_REPORT_REQUIRED,
    );
    expect((await balances(token)).data_monitoring).toBe(0);

    // the subscription-terms job of the job engine runs the pass
    await app.jobs.send('subscription-terms');
    expect(await app.jobs.drain('subscription-terms')).toBe(1);
    const after = json<Array<{ id: number; status: string }>>(await call(token, 'GET', '/v1/me/subscriptions'));
    expect(after.find((sub) => sub.id === subscription!.id)?.status).toBe('ended');
    const expired = await app.db
      .selectFrom('entitlement_ledger')
      .select('item')
      .where('subscription_id', '=', subscription!.id)
      .where('entry', '=', 'expire')
      .execute();
    expect([...new Set(expired.map((row) => row.item))].sort()).toEqual(['data_monitoring', 'person_report']);
    // running it again changes nothing
    expect((await app.subscriptionTerms.applyNow()).ended).toBe(0);
    clock.now = Date.now();
  });

  it('renews an active subscription on its next date with a receipt; a refused card ends the paid term', async () => {
    clock.now = Date.now();
    const renewing = (await loginTokens(app, MEMBERS.identity)).accessToken;
    const refusing = (await loginTokens(app, MEMBERS.darkWeb)).accessToken;
    const declined = await call(refusing, 'POST', '/v1/me/payment-options', {
      cardNumber: '4000 0000 0000 0002',
      expiry: '12/39',
      cvc: '123',
      nameOnCard: 'Dana Whitfield',
      makeDefault: true,
    });
    expect(declined.statusCode).toBe(201);
    const [subscription] = json<Array<{ id: number; next: string }>>(
      await call(renewing, 'GET', '/v1/me/subscriptions'),
    );
    const ordersBefore = (await orders(renewing)).length;

    clock.now = Date.parse(`${subscription!.next}T12:00:00Z`);
    const result = await app.subscriptionTerms.applyNow();
    expect(result.renewed).toBeGreaterThanOrEqual(1);
    expect(result.declined).toBeGreaterThanOrEqual(1);

    const again = (await loginTokens(app, MEMBERS.identity)).accessToken;
    const [renewed] = json<Array<{ id: number; status: string; next: string }>>(
      await call(again, 'GET', '/v1/me/subscriptions'),
    );
    const nextMonth = new Date(`${subscription!.next}T00:00:00Z`);
    nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
    expect(renewed).toMatchObject({ status: 'active', next: nextMonth.toISOString().slice(0, 10) });
    const after = await orders(again);
    expect(after).toHaveLength(ordersBefore + 1);
    expect(after[0]).toMatchObject({ status: 'completed' });
    const receipt = await app.db
      .selectFrom('email_outbox')
      .select('body')
      .where('recipient', '=', MEMBERS.identity)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(receipt.body).toContain('Identity Monitoring Membership');
    expect((await balances(again)).identity_monitoring).toBeNull();

    // the refused card: canceled for non-payment, and the term it had paid for is over
    const dana = (await loginTokens(app, MEMBERS.darkWeb)).accessToken;
    const [ended] = json<Array<{ status: string; reason: string }>>(await call(dana, 'GET', '/v1/me/subscriptions'));
    expect(ended).toMatchObject({ status: 'ended', reason: 'payment_failed' });
    expect((await balances(dana)).person_report).toBe(0);
    // a second pass charges nothing more
    const second = await app.subscriptionTerms.applyNow();
    expect([second.renewed, second.declined]).toEqual([0, 0]);
    clock.now = Date.now();
  });
});
