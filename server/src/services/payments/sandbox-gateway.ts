import { randomBytes } from 'node:crypto';

import { cardBrand, cardDigits } from '@beacon/validation';

import type {
  CardDetails,
  ChargeRequest,
  ChargeResult,
  PaymentGateway,
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

export function createSandboxGateway(): PaymentGateway {
  // a charge is the same charge for the same key, as at a real provider (kept for the life of the process)
  const charges = new Map<string, ChargeResult>();

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
      else result = { outcome: 'approved', chargeId: `ch_sandbox_${randomBytes(12).toString('hex')}` };
      charges.set(request.idempotencyKey, result);
      return result;
    },

    async forgetCard(): Promise<void> {},
  };
}
