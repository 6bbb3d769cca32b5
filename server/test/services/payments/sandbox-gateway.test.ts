import type { PaymentGateway } from '../../../src/domain/payment-gateway';
import { createSandboxGateway, REFUND_MESSAGES } from '../../../src/services/payments/sandbox-gateway';

// The built-in gateway's refunds (issue 54): only a charge it approved, never more than is left of it, and the same
// idempotency key gives the same refund.

const card = (number: string) => ({ number, expMonth: 12, expYear: 2039, cvc: '123', name: 'Ada Lovelace' });

async function approvedCharge(gateway: PaymentGateway, amountCents: number, key: string): Promise<string> {
  const saved = await gateway.saveCard(card('4242424242424242'));
  if (saved.outcome !== 'saved') throw new Error('not saved');
  const charge = await gateway.charge({
    token: saved.card.token,
    amountCents,
    currency: 'usd',
    idempotencyKey: key,
    description: 'Premium Person Report',
  });
  if (charge.outcome !== 'approved') throw new Error('not approved');
  return charge.chargeId;
}

describe('the sandbox gateway', () => {
  it('refunds an approved charge, in full or in parts, up to what it took', async () => {
    const gateway = createSandboxGateway();
    const chargeId = await approvedCharge(gateway, 1999, 'order-1');

    const part = await gateway.refund({ chargeId, amountCents: 999, idempotencyKey: 'refund-1a' });
    expect(part).toEqual({ outcome: 'refunded', refundId: expect.stringMatching(/^re_sandbox_/) });
    expect(await gateway.refund({ chargeId, amountCents: 1001, idempotencyKey: 'refund-1b' })).toEqual({
      outcome: 'failed',
      message: 'Refund amount ($10.01) is greater than unrefunded amount on charge ($10.00)',
    });
    const rest = await gateway.refund({
      chargeId,
      amountCents: 1000,
      idempotencyKey: 'refund-1c',
      reason: 'requested_by_customer',
    });
    expect(rest).toMatchObject({ outcome: 'refunded' });
    expect(rest).not.toEqual(part);
    expect(await gateway.refund({ chargeId, amountCents: 1, idempotencyKey: 'refund-1d' })).toEqual({
      outcome: 'failed',
      message: REFUND_MESSAGES.alreadyRefunded(chargeId),
    });
  });

  it('gives the same refund for the same idempotency key, refunding once', async () => {
    const gateway = createSandboxGateway();
    const chargeId = await approvedCharge(gateway, 999, 'order-2');
    const request = { chargeId, amountCents: 999, idempotencyKey: 'refund-2' };
    const first = await gateway.refund(request);
    expect(first).toMatchObject({ outcome: 'refunded' });
    expect(await gateway.refund(request)).toEqual(first);
    // the charge is spent: a new key finds nothing left to refund
    expect(await gateway.refund({ ...request, idempotencyKey: 'refund-2b' })).toMatchObject({ outcome: 'failed' });
  });

  it('refuses a charge it never approved, and an amount that is not a positive whole number', async () => {
    const gateway = createSandboxGateway();
    expect(await gateway.refund({ chargeId: 'ch_unknown', amountCents: 100, idempotencyKey: 'r-unknown' })).toEqual({
      outcome: 'failed',
      message: "No such charge: 'ch_unknown'",
    });
    const forged = `ch_sandbox_100_${'0'.repeat(23)}`;
    expect(await gateway.refund({ chargeId: forged, amountCents: 100, idempotencyKey: 'r-forged' })).toEqual({
      outcome: 'failed',
      message: REFUND_MESSAGES.noSuchCharge(forged),
    });

    const chargeId = await approvedCharge(gateway, 999, 'order-3');
    for (const amountCents of [0, -5, 1.5]) {
      expect(await gateway.refund({ chargeId, amountCents, idempotencyKey: `r-amount-${amountCents}` })).toEqual({
        outcome: 'failed',
        message: REFUND_MESSAGES.invalidAmount,
      });
    }
  });

  it('knows a charge it approved before a restart (or in another worker), with what that charge took', async () => {
    const chargeId = await approvedCharge(createSandboxGateway(), 1500, 'order-4');
    const restarted = createSandboxGateway();
    expect(await restarted.refund({ chargeId, amountCents: 1501, idempotencyKey: 'r-4a' })).toEqual({
      outcome: 'failed',
      message: REFUND_MESSAGES.amountTooLarge(1501, 1500),
    });
    expect(await restarted.refund({ chargeId, amountCents: 1500, idempotencyKey: 'r-4b' })).toMatchObject({
      outcome: 'refunded',
    });
  });
});
