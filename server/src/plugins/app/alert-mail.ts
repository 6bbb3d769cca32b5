import fp from 'fastify-plugin';

import { unsubscribeKey } from '../../domain/alert-mail/unsubscribe-token';
import { createAlertMail, type AlertMail } from '../../services/alert-mail';
import { createEmailOutbox } from '../../services/email-outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** identity and dark web alerts by mail (issue 58 point 4): preferences, the producers' hook, the daily summary */
    alertMail: AlertMail;
  }
}

// Alert e-mails (issue 58 point 4): the service shared by the producers of alerts (the breach checks, the job
// process-identity-event), the job alert-email-digest and the preference and unsubscribe routes. The unsubscribe
// tokens are signed with a key derived from the JWT secret, so no new secret has to be configured.
export const alertMailPlugin = fp(
  async (app) => {
    app.decorate(
      'alertMail',
      createAlertMail({
        db: app.db,
        clock: app.clock,
        siteUrl: app.config.mail.publicSiteUrl,
        outbox: createEmailOutbox(app.jobs),
        unsubscribeKey: unsubscribeKey(app.config.jwtSecret),
      }),
    );
  },
  { name: 'alert-mail', dependencies: ['config', 'database', 'jobs'] },
);
