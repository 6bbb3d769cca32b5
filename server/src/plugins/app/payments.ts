import fp from 'fastify-plugin';

import type { PaymentGateway } from '../../domain/payment-gateway';
import { createSandboxGateway } from '../../services/payments/sandbox-gateway';

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
    app.decorate('paymentGateway', options.gateway ?? createSandboxGateway());
  },
  { name: 'payments', dependencies: ['config'] },
);
