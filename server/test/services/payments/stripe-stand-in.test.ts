import { startStripeStandIn, type StripeStandIn } from '../../../src/services/payments/stripe-stand-in';

// The stand-in's refunds in Stripe's own wire format (form-encoded requests, Stripe's refund object and error
// shapes), spoken to directly rather than through the SDK, so what the SDK is given is pinned down.

const KEY = 'sk_test_stand_in_refunds';

describe('the Stripe stand-in: POST /v1/refunds', () => {
  let standIn: StripeStandIn;

  beforeAll(async () => {
    standIn = await startStripeStandIn({ secretKey: KEY });
  });
  afterAll(async () => standIn.close());

  async function post(path: string, form: Record<string, string>, idempotencyKey?: string) {
    const response = await fetch(`${standIn.url}${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${KEY}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      body: new URLSearchParams(form).toString(),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function paidIntent(amount: number): Promise<{ intent: string; charge: string }> {
    const method = await post('/v1/payment_methods', {
      type: 'card',
      'card[number]': '4242424242424242',
      'card[exp_month]': '12',
      'card[exp_year]': '2039',
      'card[cvc]': '123',
    });
    const intent = await post('/v1/payment_intents', {
      amount: String(amount),
      currency: 'usd',
      payment_method: String(method.body['id']),
      confirm: 'true',
    });
    return { intent: String(intent.body['id']), charge: String(intent.body['latest_charge']) };
  }

  it("answers Stripe's refund object, and the same one again for the same Idempotency-Key", async () => {
    const paid = await paidIntent(1999);
    const refund = await post('/v1/refunds', { charge: paid.charge, amount: '500' }, 'stand-in-refund-1');
    expect(refund).toEqual({
      status: 200,
      body: expect.objectContaining({
        id: expect.stringMatching(/^re_/),
        object: 'refund',
        amount: 500,
        charge: paid.charge,
        payment_intent: paid.intent,
        currency: 'usd',
        status: 'succeeded',
        reason: null,
      }),
    });
    expect(await post('/v1/refunds', { charge: paid.charge, amount: '500' }, 'stand-in-refund-1')).toEqual(refund);
    expect([...standIn.refunds.values()].filter((stored) => stored.charge === paid.charge)).toHaveLength(1);
  });

  it('refunds all that is left when no amount is given, by PaymentIntent too', async () => {
    const paid = await paidIntent(1200);
    expect((await post('/v1/refunds', { charge: paid.charge, amount: '200' })).body).toMatchObject({ amount: 200 });
    expect((await post('/v1/refunds', { payment_intent: paid.intent })).body).toMatchObject({
      object: 'refund',
      amount: 1000,
      charge: paid.charge,
    });
  });

  it("refuses with Stripe's error shape: an unknown charge, more than is left, nothing left, no charge named", async () => {
    const paid = await paidIntent(1000);
    expect(await post('/v1/refunds', { charge: 'ch_nope', amount: '100' })).toEqual({
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'charge',
          message: "No such charge: 'ch_nope'",
        },
      },
    });
    expect(await post('/v1/refunds', { charge: paid.charge, amount: '1001' })).toEqual({
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'amount_too_large',
          param: 'amount',
          message: 'Refund amount ($10.01) is greater than unrefunded amount on charge ($10.00)',
        },
      },
    });
    expect((await post('/v1/refunds', { charge: paid.charge, amount: '0' })).body).toMatchObject({
      error: { type: 'invalid_request_error', code: 'parameter_invalid_integer', param: 'amount' },
    });
    await post('/v1/refunds', { charge: paid.charge });
    expect(await post('/v1/refunds', { charge: paid.charge, amount: '1' })).toEqual({
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: `Charge ${paid.charge} has already been refunded.`,
        },
      },
    });
    expect((await post('/v1/refunds', { amount: '1' })).body).toMatchObject({
      error: { type: 'invalid_request_error', code: 'parameter_missing' },
    });
  });
});
