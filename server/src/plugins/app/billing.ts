import fp from 'fastify-plugin';

import { createBillingMail } from '../../services/billing-mail';
import { createBillingService, type BillingService } from '../../services/billing-service';
import { createEmailOutbox } from '../../services/email-outbox';
import { createSubscriptionTerms, type SubscriptionTerms } from '../../services/subscription-terms';

declare module 'fastify' {
  interface FastifyInstance {
    /** cards, the catalog, orders and refunds, with their receipts (issue 16, issue 54) */
    billing: BillingService;
    /** renewals, ends of canceled terms and renewal reminders; the job subscription-terms runs it */
    subscriptionTerms: SubscriptionTerms;
  }
}

// Billing: the service every billing route calls, with the receipt and refund e-mails written through the outbox,
// and the subscription terms pass that the job engine runs (jobs/definitions/subscription-terms.ts).
export const billingPlugin = fp(
  async (app) => {
    const mail = createBillingMail({ siteUrl: app.config.mail.publicSiteUrl, outbox: createEmailOutbox(app.jobs) });
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
  },
  { name: 'billing', dependencies: ['config', 'database', 'payments', 'jobs'] },
);
