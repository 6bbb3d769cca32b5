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
  },
  { name: 'payments', dependencies: ['config'] },
);
