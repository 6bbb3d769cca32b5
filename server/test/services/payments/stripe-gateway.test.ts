import type { FastifyInstance } from 'fastify';

import { createStripeGateway } from '../../../src/services/payments/stripe-gateway';
import { SANDBOX_MESSAGES } from '../../../src/services/payments/sandbox-gateway';
import { startStripeStandIn, type StripeStandIn } from '../../../src/services/payments/stripe-stand-in';
import { buildTestApp, createTestDatabase, inject, json, loginTokens, MEMBERS, type TestDatabase } from '../../helper';

// The Stripe adapter through Stripe's official SDK, against the local stand-in that speaks Stripe's protocol
// (form bodies, bearer key, Idempotency-Key replay, card errors), alone and behind the billing routes.

const KEY = 'sk_test_stand_in_0123456789';
const card = (number: string) => ({ number, expMonth: 12, expYear: 2039, cvc: '123', name: 'Ada Lovelace' });

describe('the Stripe gateway', () => {
  let standIn: StripeStandIn;

  beforeAll(async () => {
    standIn = await startStripeStandIn({ secretKey: KEY });
  });
  afterAll(async () => standIn.close());

  const gateway = () => createStripeGateway({ secretKey: KEY, apiBase: standIn.url });

  it('saves a card as a PaymentMethod and charges it once per idempotency key', async () => {
    const saved = await gateway().saveCard(card('4242424242424242'));
    expect(saved).toMatchObject({
      outcome: 'saved',
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2039 },
    });
    if (saved.outcome !== 'saved') throw new Error('not saved');
    expect(saved.card.token).toMatch(/^pm_/);
    const request = {
      token: saved.card.token,
      amountCents: 1999,
      currency: 'usd' as const,
      idempotencyKey: 'order-7-abc',
      description: 'Premium Person Report',
    };
    const first = await gateway().charge(request);
    const again = await gateway().charge(request);
    expect(first).toMatchObject({ outcome: 'approved' });
    expect(again).toEqual(first);
    expect(standIn.intents.size).toBe(1);
  });

  it('turns card errors into answers: declined, insufficient funds, a processing error to retry, a bad CVC', async () => {
    const charge = async (number: string, key: string) => {
      const saved = await gateway().saveCard(card(number));
      if (saved.outcome !== 'saved') throw new Error('not saved');
      return gateway().charge({
        token: saved.card.token,
        amountCents: 999,
        currency: 'usd',
        idempotencyKey: key,
        description: 'x',
      });
    };
    expect(await charge('4000000000000002', 'k-declined')).toEqual({
      outcome: 'declined',
      message: SANDBOX_MESSAGES.declined,
    });
    expect(await charge('4000000000009995', 'k-funds')).toEqual({
      outcome: 'declined',
      message: SANDBOX_MESSAGES.insufficientFunds,
    });
    expect(await charge('4000000000000119', 'k-retry')).toEqual({
      outcome: 'retry',
      message: SANDBOX_MESSAGES.processing,
    });
    expect(await gateway().saveCard(card('4000000000000127'))).toEqual({
      outcome: 'declined',
      message: SANDBOX_MESSAGES.incorrectCvc,
    });
  });

  it('refuses a wrong secret key as an error, not a decline', async () => {
    await expect(
      createStripeGateway({ secretKey: 'sk_test_wrong', apiBase: standIn.url }).saveCard(card('4242424242424242')),
    ).rejects.toThrow(/Invalid API Key/);
  });

  describe('behind the billing routes', () => {
    let database: TestDatabase;
    let app: FastifyInstance;

    beforeAll(async () => {
      database = await createTestDatabase('sqlite');
      app = await buildTestApp(database, {
        payments: { gateway: createStripeGateway({ secretKey: KEY, apiBase: standIn.url }) },
      });
    }, 60_000);
    afterAll(async () => {
      await app.close();
      await database.drop();
    });

    it('saves a card at Stripe and places an order with it, charged once for a retried key', async () => {
      const { accessToken: token } = await loginTokens(app, MEMBERS.personReport);
      const added = await inject(app, {
        method: 'POST',
        url: '/v1/me/payment-options',
        token,
        payload: { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', nameOnCard: 'Ada Lovelace' },
      });
      expect(added.statusCode).toBe(201);
      const stored = await app.db
        .selectFrom('payment_options')
        .selectAll()
        .where('id', '=', json<{ id: number }>(added).id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ gateway: 'stripe', last4: '4242' });
      expect(stored.gateway_token).toMatch(/^pm_/);
      const before = standIn.intents.size;
      const order = {
        productCode: 'person-report',
        paymentOptionId: stored.id,
        idempotencyKey: 'stripe-route-order-0001',
      };
      expect((await inject(app, { method: 'POST', url: '/v1/me/orders', token, payload: order })).statusCode).toBe(201);
      expect((await inject(app, { method: 'POST', url: '/v1/me/orders', token, payload: order })).statusCode).toBe(200);
      expect(standIn.intents.size).toBe(before + 1);
    });
  });
});
