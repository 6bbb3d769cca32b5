import fp from 'fastify-plugin';

import { createSmtpMailer, type Mailer } from '../../mail/mailer';
import { createEmailWorker, type EmailWorker } from '../../services/email-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** the outbox worker of this instance; running only when started (config.mail.worker or buildApp's option) */
    emailWorker: EmailWorker;
  }
}

export interface MailPluginOptions {
  /** start the outbox worker when the app is ready (default: config.mail.worker) */
  start?: boolean;
  /** send through this mailer instead of SMTP_URL */
  mailer?: Mailer;
}

// Outgoing mail: the e-mail outbox worker, beside the PDF worker, on the same job runner. It starts once the app is
// ready and stops (finishing the mail in hand) when the app closes.
export const mailPlugin = fp<MailPluginOptions>(
  async (app, options) => {
    const { mail } = app.config;
    const mailer = options.mailer ?? createSmtpMailer({ url: mail.smtpUrl, from: mail.from });
    const worker = createEmailWorker({
      db: app.db,
      mailer,
      clock: app.clock,
      log: app.log.child({ component: 'email-worker' }),
      pollIntervalMs: mail.pollIntervalMs,
      leaseMs: mail.leaseMs,
      maxAttempts: mail.maxAttempts,
      retryBaseMs: mail.retryBaseMs,
    });
    app.decorate('emailWorker', worker);
    if (options.start ?? mail.worker) app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => {
      await worker.stop();
      mailer.close();
    });
  },
  { name: 'mail', dependencies: ['config', 'database'] },
);
