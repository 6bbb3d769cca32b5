import type { FastifyInstance } from 'fastify';

import { STATEMENT_DESCRIPTOR } from '../../../src/domain/statement-descriptor';
import { createStripeGateway } from '../../../src/services/payments/stripe-gateway';
import { REFUND_MESSAGES, SANDBOX_MESSAGES } from '../../../src/services/payments/sandbox-gateway';
import { startStripeStandIn, type StripeStandIn } from '../../../src/services/payments/stripe-stand-in';
import { buildTestApp, createTestDatabase, inject, json, loginTokens, MEMBERS, type TestDatabase } from '../../helper';

// The Stripe adapter through Stripe's official SDK, against the local stand-in that speaks Stripe's protocol
// (form bodies, bearer key, Idempotency-Key replay, card errors, refunds), alone and behind the billing routes.

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

  /** An approved charge of a fresh 4242 card, by a key of its own. */
  async function approvedCharge(amountCents: number, key: string): Promise<string> {
    const saved = await gateway().saveCard(card('4242424242424242'));
    if (saved.outcome !== 'saved') throw new Error('not saved');
    const charged = await gateway().charge({
      token: saved.card.token,
      amountCents,
      currency: 'usd',
      idempotencyKey: key,
      description: 'Guardian',
    });
    if (charged.outcome !== 'approved') throw new Error('not approved');
    return charged.chargeId;
  }

  it('names the charge on the statement as the receipt says it will', async () => {
    const chargeId = await approvedCharge(999, 'statement-order');
    const intent = [...standIn.intents.values()].find((stored) => stored.latest_charge === chargeId);
    expect(intent?.statement_descriptor_suffix).toBe(STATEMENT_DESCRIPTOR);
  });

  it('refunds a charge by its charge id, in parts, once per idempotency key, with the reason', async () => {
    const chargeId = await approvedCharge(1999, 'refund-order-1');
    expect(chargeId).toMatch(/^ch_/);
    const before = standIn.refunds.size;
    const request = {
      chargeId,
      amountCents: 999,
      idempotencyKey: 'refund-1-part',
      reason: 'requested_by_customer' as const,
    };
    const first = await gateway().refund(request);
    expect(first).toEqual({ outcome: 'refunded', refundId: expect.stringMatching(/^re_/) });
    expect(await gateway().refund(request)).toEqual(first);
    expect(standIn.refunds.size).toBe(before + 1);
    if (first.outcome !== 'refunded') throw new Error('not refunded');
    expect(standIn.refunds.get(first.refundId)).toMatchObject({
      amount: 999,
      charge: chargeId,
      reason: 'requested_by_customer',
    });

    expect(await gateway().refund({ chargeId, amountCents: 1001, idempotencyKey: 'refund-1-more' })).toEqual({
      outcome: 'failed',
      message: REFUND_MESSAGES.amountTooLarge(1001, 1000),
    });
    expect(await gateway().refund({ chargeId, amountCents: 1000, idempotencyKey: 'refund-1-rest' })).toMatchObject({
      outcome: 'refunded',
    });
    expect(await gateway().refund({ chargeId, amountCents: 1, idempotencyKey: 'refund-1-spent' })).toEqual({
      outcome: 'failed',
      message: REFUND_MESSAGES.alreadyRefunded(chargeId),
    });
  });

  it('refunds a charge known by its PaymentIntent id', async () => {
    const chargeId = await approvedCharge(500, 'refund-order-2');
    const intentId = [...standIn.intents].find(([, stored]) => stored.latest_charge === chargeId)?.[0];
    if (!intentId) throw new Error('no PaymentIntent');
    const refunded = await gateway().refund({ chargeId: intentId, amountCents: 500, idempotencyKey: 'refund-2' });
    if (refunded.outcome !== 'refunded') throw new Error(`not refunded: ${JSON.stringify(refunded)}`);
    expect(standIn.refunds.get(refunded.refundId)).toMatchObject({ charge: chargeId, payment_intent: intentId });
    expect(await gateway().refund({ chargeId: 'pi_unknown', amountCents: 1, idempotencyKey: 'refund-2b' })).toEqual({
      outcome: 'failed',
      message: "No such payment_intent: 'pi_unknown'",
    });
  });

  it('answers a refund of an unknown charge as failed, and a wrong key as an error', async () => {
    expect(await gateway().refund({ chargeId: 'ch_unknown', amountCents: 100, idempotencyKey: 'refund-3' })).toEqual({
      outcome: 'failed',
      message: REFUND_MESSAGES.noSuchCharge('ch_unknown'),
    });
    const chargeId = await approvedCharge(100, 'refund-order-3');
    await expect(
      createStripeGateway({ secretKey: 'sk_test_wrong', apiBase: standIn.url }).refund({
        chargeId,
        amountCents: 100,
        idempotencyKey: 'refund-3b',
      }),
    ).rejects.toThrow(/Invalid API Key/);
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
      // the lapsed member: a person report is not included in any plan of theirs, so it is for sale to them
      const { accessToken: token } = await loginTokens(app, MEMBERS.lapsed);
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
