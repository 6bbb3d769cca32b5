import fp from 'fastify-plugin';

import { createSmtpMailer, type Mailer } from '../../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** outgoing mail: the job send-email hands each outbox row to it (jobs/definitions/send-email.ts) */
    mailer: Mailer;
  }
}

export interface MailPluginOptions {
  /** send through this mailer instead of SMTP_URL */
  mailer?: Mailer;
}

// Outgoing mail: the mailer the job send-email sends through (issue 57 point 2: the outbox worker is gone; services
// write mail through services/email-outbox.ts). It closes when the app closes, after the job engine has stopped
// (registered before it: onClose hooks run last registered first).
export const mailPlugin = fp<MailPluginOptions>(
  async (app, options) => {
    const { mail } = app.config;
    const mailer = options.mailer ?? createSmtpMailer({ url: mail.smtpUrl, from: mail.from });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail', dependencies: ['config'] },
);
