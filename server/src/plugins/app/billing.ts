import fp from 'fastify-plugin';

import { createBillingMail } from '../../services/billing-mail';
import { createBillingService, type BillingService } from '../../services/billing-service';
import { createSubscriptionTerms, type SubscriptionTerms } from '../../services/subscription-terms';

declare module 'fastify' {
  interface FastifyInstance {
    /** cards, the catalog, orders and refunds, with their receipts (issue 16, issue 54) */
    billing: BillingService;
    /** the job that ends canceled terms and writes renewal reminders; running only when started */
    subscriptionTerms: SubscriptionTerms;
  }
}

export interface BillingPluginOptions {
  /** start the subscription-terms job when the app is ready (default: config.pdf.worker, the background switch) */
  start?: boolean;
}

// Billing: the service every billing route calls, with the receipt and refund e-mails written through the outbox,
// and the subscription-terms job that every instance offers to run.
export const billingPlugin = fp<BillingPluginOptions>(
  async (app, options) => {
    const mail = createBillingMail({ siteUrl: app.config.mail.publicSiteUrl });
    const billing = createBillingService({
      db: app.db,
      gateway: app.paymentGateway,
      clock: app.clock,
      onCharged: mail.receipt,
      onRefunded: (refunded) => mail.refund(app.db, refunded),
    });
    app.decorate('billing', billing);
    const terms = createSubscriptionTerms({
      db: app.db,
      clock: app.clock,
      log: app.log.child({ component: 'subscription-terms' }),
      remind: mail.renewalReminder,
      renew: billing.renew,
    });
    app.decorate('subscriptionTerms', terms);
    if (options.start ?? app.config.pdf.worker) app.addHook('onReady', async () => terms.start());
    app.addHook('onClose', async () => terms.stop());
  },
  { name: 'billing', dependencies: ['config', 'database', 'payments'] },
);
