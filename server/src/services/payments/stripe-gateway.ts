import Stripe from 'stripe';

import type {
  CardDetails,
  ChargeRequest,
  ChargeResult,
  PaymentGateway,
  SaveCardResult,
} from '../../domain/payment-gateway';

// The Stripe adapter (PAYMENT_GATEWAY=stripe) through Stripe's official SDK: a card becomes a PaymentMethod, an
// order a confirmed PaymentIntent with the order's idempotency key, a removed card is detached. Card errors are
// answers (declined, or a processing error to retry); anything else (network, keys) is an error. `apiBase` points
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

    async forgetCard(token: string): Promise<void> {
      await stripe.paymentMethods.detach(token);
    },
  };
}
