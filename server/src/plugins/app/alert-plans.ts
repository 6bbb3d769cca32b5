import fp from 'fastify-plugin';

import { creditFreezePinKey } from '../../domain/identity/credit-freeze-pins';
import { createAlertPagesService, type AlertPagesService } from '../../services/alert-pages-service';
import { createCreditFreezesService, type CreditFreezesService } from '../../services/credit-freezes-service';
import { createEmailOutbox } from '../../services/email-outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** an identity alert's page and its plan's steps (issue 58 point 3) */
    alertPages: AlertPagesService;
    /** the credit freeze helper and its thaw reminders (issue 58 point 5) */
    creditFreezes: CreditFreezesService;
  }
}

// Alert pages and the credit freeze helper. The PINs are sealed with a key derived from CREDIT_FREEZE_KEY, a secret of
// their own (config.creditFreezeKey), so neither the pointer secret nor a database copy opens them.
export const alertPlansPlugin = fp(
  async (app) => {
    app.decorate('alertPages', createAlertPagesService({ db: app.db, clock: app.clock }));
    app.decorate(
      'creditFreezes',
      createCreditFreezesService({
        db: app.db,
        clock: app.clock,
        pinKey: creditFreezePinKey(app.config.creditFreezeKey),
        outbox: createEmailOutbox(app.jobs),
        siteUrl: app.config.mail.publicSiteUrl,
      }),
    );
  },
  { name: 'alert-plans', dependencies: ['config', 'database', 'jobs'] },
);
