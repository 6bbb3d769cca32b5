import { randomBytes } from 'node:crypto';

import { cardBrand, cardDigits } from '@beacon/validation';

import type {
  CardDetails,
  ChargeRequest,
  ChargeResult,
  PaymentGateway,
  RefundRequest,
  RefundResult,
  SaveCardResult,
} from '../../domain/payment-gateway';

// The built-in gateway: no money moves, and cards behave by the test-card conventions payment providers publish, so
// the whole product can be tried offline and the tests can decline a card on purpose. The behaviour travels in the
// token (as a provider's test tokens do), since the card number is not kept anywhere.
//   4000 0000 0000 0002  declined: "Your card was declined."
//   4000 0000 0000 9995  declined: "Your card has insufficient funds."
//   4000 0000 0000 0119  a processing error: try again
//   4000 0000 0000 0127  refused when saved: "Your card's security code is incorrect."
//   any other valid number (4242 4242 4242 4242, 5555 5555 5555 4444, 3782 822463 10005, …) approves.
// Refunds answer as Stripe does: only a charge this gateway approved, and no more than is left of it. The charge id
// carries the amount (ch_sandbox_<cents>_<random>), so a charge approved before a restart, or by another worker
// process, is still known with what it took; what was refunded of it is counted in this process only.

type Behaviour = 'approve' | 'decline' | 'funds' | 'retry';

const BEHAVIOUR_BY_NUMBER: Record<string, Behaviour> = {
  '4000000000000002': 'decline',
  '4000000000009995': 'funds',
  '4000000000000119': 'retry',
};

export const SANDBOX_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  processing: 'An error occurred while processing your card. Please try again in a moment.',
  incorrectCvc: "Your card's security code is incorrect.",
};

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Stripe's own wording of a refused refund (the local Stripe stand-in answers with the same). */
export const REFUND_MESSAGES = {
  noSuchCharge: (chargeId: string) => `No such charge: '${chargeId}'`,
  alreadyRefunded: (chargeId: string) => `Charge ${chargeId} has already been refunded.`,
  amountTooLarge: (amountCents: number, leftCents: number) =>
    `Refund amount (${dollars(amountCents)}) is greater than unrefunded amount on charge (${dollars(leftCents)})`,
  invalidAmount: 'Invalid positive integer',
};

interface ApprovedCharge {
  amountCents: number;
  refundedCents: number;
}

export function createSandboxGateway(): PaymentGateway {
  // a charge is the same charge for the same key, as at a real provider (kept for the life of the process)
  const charges = new Map<string, ChargeResult>();
  // what was approved, by charge id: a refund can only give back money that was taken
  const approved = new Map<string, ApprovedCharge>();
  const refunds = new Map<string, RefundResult>();

  return {
    name: 'sandbox',

    async saveCard(card: CardDetails): Promise<SaveCardResult> {
      const digits = cardDigits(card.number);
      if (digits === '4000000000000127') return { outcome: 'declined', message: SANDBOX_MESSAGES.incorrectCvc };
      const behaviour = BEHAVIOUR_BY_NUMBER[digits] ?? 'approve';
      return {
        outcome: 'saved',
        card: {
          token: `pm_sandbox_${behaviour}_${randomBytes(8).toString('hex')}`,
          brand: cardBrand(digits),
          last4: digits.slice(-4),
          expMonth: card.expMonth,
          expYear: card.expYear,
        },
      };
    },

    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const previous = charges.get(request.idempotencyKey);
      if (previous) return previous;
      const behaviour = /^pm_sandbox_([a-z]+)_/.exec(request.token)?.[1] as Behaviour | undefined;
      let result: ChargeResult;
      if (behaviour === 'decline') result = { outcome: 'declined', message: SANDBOX_MESSAGES.declined };
      else if (behaviour === 'funds') result = { outcome: 'declined', message: SANDBOX_MESSAGES.insufficientFunds };
      // a processing error is not remembered: trying again with the same key may go through
      else if (behaviour === 'retry') return { outcome: 'retry', message: SANDBOX_MESSAGES.processing };
      else {
        const chargeId = `ch_sandbox_${request.amountCents}_${randomBytes(12).toString('hex')}`;
        approved.set(chargeId, { amountCents: request.amountCents, refundedCents: 0 });
        result = { outcome: 'approved', chargeId };
      }
      charges.set(request.idempotencyKey, result);
      return result;
    },

    async refund(request: RefundRequest): Promise<RefundResult> {
      const previous = refunds.get(request.idempotencyKey);
      if (previous) return previous;
      const result = refundOnce(approved, request);
      refunds.set(request.idempotencyKey, result);
      return result;
    },

    async forgetCard(): Promise<void> {},
  };
}

const SANDBOX_CHARGE_ID = /^ch_sandbox_(\d+)_[0-9a-f]{24}$/;

/** A charge this gateway approved: remembered, or (approved before a restart or elsewhere) read from its id. */
function approvedCharge(approved: Map<string, ApprovedCharge>, chargeId: string): ApprovedCharge | undefined {
  const known = approved.get(chargeId);
  if (known) return known;
  const amount = SANDBOX_CHARGE_ID.exec(chargeId)?.[1];
  if (amount === undefined) return undefined;
  const charge = { amountCents: Number(amount), refundedCents: 0 };
  approved.set(chargeId, charge);
  return charge;
}

function refundOnce(approved: Map<string, ApprovedCharge>, request: RefundRequest): RefundResult {
  const charge = approvedCharge(approved, request.chargeId);
  if (!charge) return { outcome: 'failed', message: REFUND_MESSAGES.noSuchCharge(request.chargeId) };
  if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
    return { outcome: 'failed', message: REFUND_MESSAGES.invalidAmount };
  }
  const leftCents = charge.amountCents - charge.refundedCents;
  if (leftCents === 0) return { outcome: 'failed', message: REFUND_MESSAGES.alreadyRefunded(request.chargeId) };
  if (request.amountCents > leftCents) {
    return { outcome: 'failed', message: REFUND_MESSAGES.amountTooLarge(request.amountCents, leftCents) };
  }
  charge.refundedCents += request.amountCents;
  return { outcome: 'refunded', refundId: `re_sandbox_${randomBytes(12).toString('hex')}` };
}
