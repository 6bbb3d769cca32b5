import Stripe from 'stripe';

import type {
  CardDetails,
  ChargeRequest,
  ChargeResult,
  PaymentGateway,
  RefundRequest,
  RefundResult,
  SaveCardResult,
} from '../../domain/payment-gateway';
import { STATEMENT_DESCRIPTOR } from '../../domain/statement-descriptor';

// The Stripe adapter (PAYMENT_GATEWAY=stripe) through Stripe's official SDK: a card becomes a PaymentMethod, an
// order a confirmed PaymentIntent with the order's idempotency key, a refund a Refund of its charge, a removed card
// is detached. Card errors are answers (declined, or a processing error to retry), and so are Stripe's refusals of a
// refund (an unknown charge, more than is left of it); anything else (network, keys) is an error. `apiBase` points
// the SDK elsewhere: the local stand-in (services/payments/stripe-stand-in.ts) in tests and offline runs.

export interface StripeGatewayOptions {
  secretKey: string;
  /** e.g. http://127.0.0.1:12111 for the stand-in; Stripe's own API when absent */
  apiBase?: string;
}

function clientOptions(apiBase: string | undefined): Stripe.StripeConfig {
  if (!apiBase) return { maxNetworkRetries: 2 };
  const url = new URL(apiBase);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 2,
  };
}

const isCardError = (error: unknown): error is Stripe.errors.StripeCardError =>
  error instanceof Stripe.errors.StripeCardError;

/** Stripe's codes for a refund it refuses because of the charge or the amount, rather than because of our request. */
const REFUSED_REFUND_CODES = new Set([
  'resource_missing',
  'charge_already_refunded',
  'amount_too_large',
  'charge_disputed',
  'parameter_invalid_integer',
]);

const isRefusedRefund = (error: unknown): error is Stripe.errors.StripeInvalidRequestError =>
  error instanceof Stripe.errors.StripeInvalidRequestError && REFUSED_REFUND_CODES.has(error.code ?? '');

/** A charge answered without its charge id (`latest_charge` absent) is known by its PaymentIntent's id. */
const refundTarget = (chargeId: string): Pick<Stripe.RefundCreateParams, 'charge' | 'payment_intent'> =>
  chargeId.startsWith('pi_') ? { payment_intent: chargeId } : { charge: chargeId };

export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const stripe = new Stripe(options.secretKey, clientOptions(options.apiBase));

  return {
    name: 'stripe',

    async saveCard(card: CardDetails): Promise<SaveCardResult> {
      try {
        const method = await stripe.paymentMethods.create({
          type: 'card',
          card: { number: card.number, exp_month: card.expMonth, exp_year: card.expYear, cvc: card.cvc },
          billing_details: { name: card.name },
        });
        const saved = method.card;
        if (!saved) throw new Error('Stripe answered a card PaymentMethod without its card');
        return {
          outcome: 'saved',
          card: {
            token: method.id,
            brand: saved.brand,
            last4: saved.last4,
            expMonth: saved.exp_month,
            expYear: saved.exp_year,
          },
        };
      } catch (error) {
        if (isCardError(error)) return { outcome: 'declined', message: error.message };
        throw error;
      }
    },

    async charge(request: ChargeRequest): Promise<ChargeResult> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency,
            payment_method: request.token,
            confirm: true,
            description: request.description,
            statement_descriptor_suffix: STATEMENT_DESCRIPTOR,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (intent.status !== 'succeeded') {
          return { outcome: 'retry', message: 'Your payment is still being processed. Please try again in a moment.' };
        }
        const charge = intent.latest_charge;
        return { outcome: 'approved', chargeId: typeof charge === 'string' ? charge : (charge?.id ?? intent.id) };
      } catch (error) {
        if (!isCardError(error)) throw error;
        if (error.code === 'processing_error') return { outcome: 'retry', message: error.message };
        return { outcome: 'declined', message: error.message };
      }
    },

    async refund(request: RefundRequest): Promise<RefundResult> {
      try {
        const refund = await stripe.refunds.create(
          {
            ...refundTarget(request.chargeId),
            amount: request.amountCents,
            ...(request.reason ? { reason: request.reason } : {}),
          },
          { idempotencyKey: request.idempotencyKey },
        );
        // A card refund is `succeeded` at once or, now and then, `pending` for a while: Stripe has taken it either
        // way. Only a refund Stripe itself gave up on is no refund.
        if (refund.status === 'failed' || refund.status === 'canceled') {
          return { outcome: 'failed', message: `The refund ${refund.status}: ${refund.failure_reason ?? 'unknown'}` };
        }
        return { outcome: 'refunded', refundId: refund.id };
      } catch (error) {
        if (isRefusedRefund(error)) return { outcome: 'failed', message: error.message };
        throw error;
      }
    },

    async forgetCard(token: string): Promise<void> {
      await stripe.paymentMethods.detach(token);
    },
  };
}
