import fp from 'fastify-plugin';

import type { PaymentGateway } from '../../domain/payment-gateway';
import { createSandboxGateway } from '../../services/payments/sandbox-gateway';
import { createStripeGateway } from '../../services/payments/stripe-gateway';

declare module 'fastify' {
  interface FastifyInstance {
    /** where cards are kept and charged (issue 16): the sandbox unless configured otherwise */
    paymentGateway: PaymentGateway;
  }
}

export const SANDBOX_IN_PRODUCTION_WARNING =
  'PAYMENT_GATEWAY=sandbox with NODE_ENV=production: NO CARD IS CHARGED AND NO MONEY MOVES. Orders are granted ' +
  'for free. Only a staging site may run like this; a live site must unset PAYMENT_GATEWAY and set STRIPE_SECRET_KEY.';

export interface PaymentsPluginOptions {
  /** charge through this gateway instead of the configured one (tests) */
  gateway?: PaymentGateway;
}

export const paymentsPlugin = fp<PaymentsPluginOptions>(
  async (app, options) => {
    const { payments } = app.config;
    const configured =
      payments.gateway === 'stripe'
        ? createStripeGateway({
            secretKey: payments.stripeSecretKey,
            ...(payments.stripeApiBase ? { apiBase: payments.stripeApiBase } : {}),
          })
        : createSandboxGateway();
    app.decorate('paymentGateway', options.gateway ?? configured);
    // Allowed for a staging site, which asks for it by name (PAYMENT_GATEWAY=sandbox); said at every start so a
    // production site never takes orders without charging for them unnoticed.
    if (payments.sandboxInProduction) app.log.warn(SANDBOX_IN_PRODUCTION_WARNING);
  },
  { name: 'payments', dependencies: ['config'] },
);
