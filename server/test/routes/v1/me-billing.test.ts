import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

import { SANDBOX_MESSAGES } from '../../../src/services/payments/sandbox-gateway';
import { alreadyHeld, CARD_NOT_FOUND, UNKNOWN_PRODUCT } from '../../../src/services/billing-service';
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

// Cards, the catalog and orders (issue 16). Card numbers go to the (sandbox) gateway and are never stored or logged;
// an order charges once per idempotency key; a declined card writes nothing; members reach only their own cards.

const VISA = '4242-4242-4242-4242';
const DECLINED = '4000 0000 0000 0002';
const PROCESSING_ERROR = '4000000000000119';
const FUTURE = `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;

const card = (overrides: Record<string, unknown> = {}) => ({
  cardNumber: VISA,
  expiry: FUTURE,
  cvc: '123',
  nameOnCard: 'Ada Lovelace',
  ...overrides,
});

let keyCounter = 0;
const newKey = () => `test-order-key-${Date.now()}-${(keyCounter += 1)}`;

describe.each(ENGINES)('billing on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const lines: string[] = [];
  let token: string;
  let otherToken: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database, {
      logger: { level: 'debug', stream: { write: (line: string) => lines.push(line) } },
    });
    token = (await loginTokens(app, MEMBERS.personReport)).accessToken;
    otherToken = (await loginTokens(app, MEMBERS.premium)).accessToken;
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, as = token) =>
    inject(app, { method, url, token: as, ...(payload ? { payload } : {}) });
  const addCard = async (overrides: Record<string, unknown> = {}, as = token) => {
    const response = await call('POST', '/v1/me/payment-options', card(overrides), as);
    expect(response.statusCode).toBe(201);
    return json<{ id: number; brand: string; last4: string; is_default: boolean }>(response);
  };
  const balances = async () => json<{ balances: Record<string, number | null> }>(await call('GET', '/v1/me')).balances;
  const orders = async () => json<Array<{ id: number }>>(await call('GET', '/v1/me/orders'));

  it('refuses a bad card with the form messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ cardNumber: '4242 4242 4242 4241' }, 'Please enter a valid card number.'],
      [{ cardNumber: '' }, 'Please enter your card number.'],
      [{ expiry: '13/30' }, 'Please enter the expiration date as MM/YY.'],
      [{ expiry: '01/20' }, 'This card has expired. Please use another card.'],
      [{ cvc: '12' }, 'Please enter the security code: 3 digits (4 for American Express).'],
      [
        { cardNumber: '3782 822463 10005', cvc: '123' },
        'Please enter the security code: 3 digits (4 for American Express).',
      ],
      [{ nameOnCard: '  ' }, 'Please enter the name on the card.'],
    ];
    for (const [overrides, message] of cases) {
      const response = await call('POST', '/v1/me/payment-options', card(overrides));
      expect(response.statusCode).toBe(400);
      expect(json<{ message: string }>(response).message).toBe(message);
    }
  });

  it('keeps a token, brand, last four and expiry: never the number or the security code, not even in the logs', async () => {
    const saved = await addCard({ cardNumber: '5555 5555 5555 4444', cvc: '987' });
    expect(saved).toMatchObject({ brand: 'mastercard', last4: '4444', type: 'card' });
    const listed = json<Array<{ id: number }>>(await call('GET', '/v1/me/payment-options'));
    expect(listed.map((option) => option.id)).toContain(saved.id);

    const dump = [];
    for (const table of ['payment_options', 'orders', 'events', 'error_reports', 'accounts']) {
      dump.push(JSON.stringify((await sql`select * from ${sql.table(table)}`.execute(app.db)).rows));
    }
    const stored = dump.join('\n');
    const logged = lines.join('\n');
    for (const text of [stored, logged]) {
      expect(text).not.toContain('5555555555554444');
      expect(text).not.toContain('5555-5555-5555-4444');
      expect(text).not.toContain('5555 5555 5555 4444');
      // three digits appear by chance in timestamps and tokens: the security code is checked by its field name
      expect(text).not.toContain('"cvc"');
    }
  });

  it('makes the first card the default, moves the default, and promotes another when the default is removed', async () => {
    const member = (await loginTokens(app, MEMBERS.dataMonitoring)).accessToken;
    const before = json<Array<{ id: number; is_default: boolean }>>(
      await call('GET', '/v1/me/payment-options', undefined, member),
    );
    const second = await addCard({ makeDefault: true }, member);
    expect(second.is_default).toBe(true);
    const third = await addCard({}, member);
    expect(third.is_default).toBe(false);
    const moved = await call('PATCH', `/v1/me/payment-options/${third.id}`, { isDefault: true }, member);
    expect(json<{ is_default: boolean }>(moved).is_default).toBe(true);
    expect((await call('DELETE', `/v1/me/payment-options/${third.id}`, undefined, member)).statusCode).toBe(204);
    const after = json<Array<{ id: number; is_default: boolean }>>(
      await call('GET', '/v1/me/payment-options', undefined, member),
    );
    expect(after.map((option) => option.id)).not.toContain(third.id);
    expect(after.filter((option) => option.is_default)).toEqual([expect.objectContaining({ id: second.id })]);
    expect(after).toHaveLength(before.length + 1);
  });

  it("refuses another member's card everywhere as not found", async () => {
    const mine = await addCard();
    for (const response of [
      await call('PATCH', `/v1/me/payment-options/${mine.id}`, { isDefault: true }, otherToken),
      await call('DELETE', `/v1/me/payment-options/${mine.id}`, undefined, otherToken),
      await call(
        'POST',
        '/v1/me/orders',
        { productCode: 'person-report', paymentOptionId: mine.id, idempotencyKey: newKey() },
        otherToken,
      ),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(json<{ message: string }>(response).message).toBe(CARD_NOT_FOUND);
    }
  });

  it('lists one-time products and monthly add-ons with prices and renewal terms', async () => {
    const catalog = json<Array<{ code: string; kind: string; price: number; terms: string }>>(
      await call('GET', '/v1/me/catalog'),
    );
    expect(catalog).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'person-report', kind: 'one_time', price: 9.99 }),
        expect.objectContaining({ code: 'premium-report', kind: 'one_time', price: 19.99 }),
        expect.objectContaining({ code: 'guardian', kind: 'subscription', price: 9.99, recurring_interval: 'month' }),
      ]),
    );
    expect(catalog.every((offer) => offer.terms.length > 0)).toBe(true);
  });

  it('charges once per idempotency key and adds the balance with the order', async () => {
    const visa = await addCard();
    const before = (await balances()).premium_person_report ?? 0;
    const key = newKey();
    const order = { productCode: 'premium-report', quantity: 2, paymentOptionId: visa.id, idempotencyKey: key };
    const first = await call('POST', '/v1/me/orders', order);
    expect(first.statusCode).toBe(201);
    const placed = json<{ id: number; total: number; quantity: number; payment: { brand: string; last4: string } }>(
      first,
    );
    expect(placed).toMatchObject({
      total: 39.98,
      quantity: 2,
      payment: { brand: 'visa', last4: '4242' },
      status: 'completed',
    });
    const again = await call('POST', '/v1/me/orders', order);
    expect(again.statusCode).toBe(200);
    expect(json<{ id: number }>(again).id).toBe(placed.id);
    expect((await balances()).premium_person_report).toBe(before + 2);
    const rows = await app.db.selectFrom('orders').select('id').where('idempotency_key', '=', key).execute();
    expect(rows).toHaveLength(1);
    expect((await orders()).map((entry) => entry.id)).toContain(placed.id);
  });

  it('a declined card or a processing error records nothing and grants nothing', async () => {
    const declined = await addCard({ cardNumber: DECLINED });
    const flaky = await addCard({ cardNumber: PROCESSING_ERROR });
    const balancesBefore = await balances();
    const ordersBefore = (await orders()).length;
    for (const [option, message] of [
      [declined, SANDBOX_MESSAGES.declined],
      [flaky, SANDBOX_MESSAGES.processing],
    ] as const) {
      const response = await call('POST', '/v1/me/orders', {
        productCode: 'guardian',
        paymentOptionId: option.id,
        idempotencyKey: newKey(),
      });
      expect(response.statusCode).toBe(422);
      expect(json<{ message: string }>(response).message).toBe(message);
    }
    expect(await balances()).toEqual(balancesBefore);
    expect(await orders()).toHaveLength(ordersBefore);
  });

  it('starts a monthly add-on subscription, and refuses one the member already holds', async () => {
    const visa = await addCard();
    expect((await balances()).guardian).toBe(0);
    const bought = await call('POST', '/v1/me/orders', {
      productCode: 'guardian',
      paymentOptionId: visa.id,
      idempotencyKey: newKey(),
    });
    expect(bought.statusCode).toBe(201);
    expect((await balances()).guardian).toBeNull();
    const subscriptions = json<Array<{ status: string; plan: { code: string }; next: string }>>(
      await call('GET', '/v1/me/subscriptions'),
    );
    expect(subscriptions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          status: 'active',
          plan: expect.objectContaining({ code: 'guardian-addon-monthly' }),
        }),
      ]),
    );
    const twice = await call('POST', '/v1/me/orders', {
      productCode: 'guardian',
      paymentOptionId: visa.id,
      idempotencyKey: newKey(),
    });
    expect(twice.statusCode).toBe(409);
    expect(json<{ message: string }>(twice).message).toBe(alreadyHeld('Guardian Personal Data Protection'));
  });

  it('a bought premium report upgrades one record and is then used up', async () => {
    const member = (await loginTokens(app, MEMBERS.darkWeb)).accessToken;
    const visa = await addCard({}, member);
    const record = async (phone: string) => {
      const response = await call('POST', '/v1/me/records', { type: 'phone', data: { phone } }, member);
      return json<{ recordId: number }>(response).recordId;
    };
    const first = await record('4155550101');
    const second = await record('4155550102');
    const upgrade = (id: number) => call('PATCH', `/v1/me/records/${id}`, { isPremium: true }, member);
    expect((await upgrade(first)).statusCode).toBe(402);
    const bought = await call(
      'POST',
      '/v1/me/orders',
      { productCode: 'premium-report', paymentOptionId: visa.id, idempotencyKey: newKey() },
      member,
    );
    expect(bought.statusCode).toBe(201);
    const premiumBalance = async () =>
      json<{ balances: Record<string, number | null> }>(await call('GET', '/v1/me', undefined, member)).balances
        .premium_person_report;
    expect(await premiumBalance()).toBe(1);
    const upgraded = await upgrade(first);
    expect(upgraded.statusCode).toBe(200);
    expect(json<{ isPremium: boolean }>(upgraded).isPremium).toBe(true);
    expect(await premiumBalance()).toBe(0);
    // upgrading the same record again uses nothing; another record needs another purchase
    expect((await upgrade(first)).statusCode).toBe(200);
    expect((await upgrade(second)).statusCode).toBe(402);
  });

  it('refuses an unknown product and a malformed order', async () => {
    const visa = await addCard();
    const unknown = await call('POST', '/v1/me/orders', {
      productCode: 'gold-bars',
      paymentOptionId: visa.id,
      idempotencyKey: newKey(),
    });
    expect(unknown.statusCode).toBe(400);
    expect(json<{ message: string }>(unknown).message).toBe(UNKNOWN_PRODUCT);
    const noCard = await call('POST', '/v1/me/orders', { productCode: 'person-report', idempotencyKey: newKey() });
    expect(json<{ message: string }>(noCard).message).toBe('Please choose a card.');
    const shortKey = await call('POST', '/v1/me/orders', {
      productCode: 'person-report',
      paymentOptionId: visa.id,
      idempotencyKey: 'x',
    });
    expect(shortKey.statusCode).toBe(400);
  });

  it('needs a signed-in member', async () => {
    for (const [method, url] of [
      ['GET', '/v1/me/catalog'],
      ['POST', '/v1/me/payment-options'],
      ['POST', '/v1/me/orders'],
    ] as const) {
      expect((await inject(app, { method, url, payload: {} })).statusCode).toBe(401);
    }
  });
});
