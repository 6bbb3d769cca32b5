import fp from 'fastify-plugin';

import { startInboundSmtpServer, type InboundSmtpServer } from '../../services/inbound-mail/inbound-smtp-server';
import { GUARDIAN_FOLLOW_CONFIRMATION_JOB } from '../../jobs/definitions/guardian-follow-confirmation';
import { removalMailHandler } from '../../services/guardian-removal-mail';
import type { OnRemovalMail } from '../../services/inbound-mail/removal-mail-handler';

export interface InboundMail {
  /** the domain of reply addresses (INBOUND_MAIL_DOMAIN): removals+<reference>@<domain> */
  readonly domain: string;
  /** the running endpoint; null when none is configured (INBOUND_MAIL_PORT unset in production, or a test's default) */
  readonly server: InboundSmtpServer | null;
  /** what the job process-removal-mail does with each mail (by default: the removal pipeline's handler) */
  onRemovalMail: OnRemovalMail;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** brokers' mail to removals' reply addresses (issue 59): the endpoint and the port its job calls */
    inboundMail: InboundMail;
  }
}

export interface InboundMailPluginOptions {
  /** what a received mail does (the removal pipeline's handler; tests pass their own); default: record its reading */
  onRemovalMail?: OnRemovalMail;
  /** false: never listen, whatever the config says (a command that builds the app beside a running server) */
  listen?: boolean;
}

// The inbound SMTP endpoint of removal replies (issue 59): started when INBOUND_MAIL_PORT is configured, closed when the
// app closes (registered after the job engine, so it stops taking mail before the engine stops: onClose hooks run
// last registered first). The removal pipeline sets app.inboundMail.onRemovalMail when it is registered, or passes it
// here.
export const inboundMailPlugin = fp<InboundMailPluginOptions>(
  async (app, options) => {
    const { inboundMail: config } = app.config;
    const server =
      config.port !== null && options.listen !== false
        ? await startInboundSmtpServer({
            port: config.port,
            host: config.host,
            domain: config.domain,
            maxBytes: config.maxBytes,
            db: app.db,
            jobs: app.jobs,
            clock: app.clock,
            log: app.log.child({ component: 'inbound-mail' }),
          })
        : null;
    if (server) {
      app.log.info({ port: server.port, domain: config.domain }, 'inbound removal mail endpoint listening');
      app.addHook('onClose', async () => server.close());
    }
    app.decorate('inboundMail', {
      domain: config.domain,
      server,
      onRemovalMail:
        options.onRemovalMail ??
        removalMailHandler({
          domain: config.domain,
          clock: app.clock,
          log: app.log.child({ component: 'removal-mail' }),
          sites: app.brokerSites,
          removalSites: app.guardianRemovalSites,
          sendFollowJob: (trx, payload) => app.jobs.send(GUARDIAN_FOLLOW_CONFIRMATION_JOB, payload, { db: trx }),
          inquiries: app.guardianInquiries,
        }),
    });
  },
  { name: 'inbound-mail', dependencies: ['config', 'database', 'jobs', 'guardian'] },
);
