import { STATUS_CODES } from 'node:http';

import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';

import type { Config } from './config';
import type { DatabaseHandle } from './db/create-database';
import type { DomainError } from './domain/errors';
import { asHttpError, HttpError } from './http-errors';
import { lazyRequestLoggerFactory } from './lazy-request-logger';
import { serializeRequest } from './log-serializers';
import { accountQuotasPlugin } from './plugins/app/account-quotas';
import { activeMembershipPlugin } from './plugins/app/active-membership';
import { alertMailPlugin } from './plugins/app/alert-mail';
import { appCredentialsPlugin } from './plugins/app/app-credentials';
import { authPlugin } from './plugins/app/auth';
import { alertPlansPlugin } from './plugins/app/alert-plans';
import { billingPlugin } from './plugins/app/billing';
import { configPlugin } from './plugins/app/config';
import { dataMonitoringPlugin } from './plugins/app/data-monitoring';
import { exposuresPlugin } from './plugins/app/exposures';
import { databasePlugin } from './plugins/app/database';
import { guardianPlugin, type GuardianPluginOptions } from './plugins/app/guardian';
import { identityEventsPlugin } from './plugins/app/identity-events';
import { identityMonitoringPlugin } from './plugins/app/identity-monitoring';
import { inboundMailPlugin, type InboundMailPluginOptions } from './plugins/app/inbound-mail';
import { liveEventsPlugin } from './plugins/app/live-events';
import { mailPlugin, type MailPluginOptions } from './plugins/app/mail';
import { paymentsPlugin, type PaymentsPluginOptions } from './plugins/app/payments';
import { publicRecordsPlugin } from './plugins/app/public-records';
import { recordReportsPlugin } from './plugins/app/record-reports';
import { repositoriesPlugin } from './plugins/app/repositories';
import { corsPlugin } from './plugins/external/cors';
import { helmetPlugin } from './plugins/external/helmet';
import { rateLimitPlugin } from './plugins/external/rate-limit';
import { swaggerPlugin } from './plugins/external/swagger';
import { contractSerializerCompiler, responseContractPlugin } from './plugins/app/response-contract';
import { jobsPlugin } from './jobs/jobs-plugin';
import { dashboardApiRoutes } from './routes/dashboard-api';
import { pdfRoutes } from './routes/pdf';
import { v1Routes } from './routes/v1';

export interface BuildAppOptions {
  config: Config;
  /** Use this open database instead of opening the configured one (the caller closes it). */
  database?: DatabaseHandle;
  /** Logger settings; by default pino at config.logLevel on stdout. Tests pass a stream to read the lines. */
  logger?: FastifyServerOptions['logger'];
  /** Time source in milliseconds (tests move it forward). */
  clock?: () => number;
  /** fetch used by the Facebook adapter (tests point it at a local stand-in instead). */
  fetch?: typeof fetch;
  /** Send mail through this mailer instead of SMTP (the job send-email sends it). */
  mail?: MailPluginOptions;
  /** the payment gateway (tests pass their own) */
  payments?: PaymentsPluginOptions;
  /**
   * Run the workers and schedulers of the job engine (src/jobs: outgoing mail, telemetry retention, subscription
   * terms, the purges, PDF rendering, Guardian's scans, removals and re-scans, report monitoring's editions) in this
   * process (default: config.jobs.start, START_JOBS); tests drain due jobs themselves (app.jobs.drain()).
   */
  startJobs?: boolean;
  /** Guardian's test seam (a hook between two sites of a scan); its scans, removals and re-scans are jobs. */
  guardian?: GuardianPluginOptions;
  /** the inbound SMTP endpoint of removal replies (issue 59): its handler of received mail, or no listening at all */
  inboundMail?: InboundMailPluginOptions;
}

/** Keys whose values never reach a log line, wherever they appear in a logged object (up to three levels deep,
 * which covers req.headers.authorization). */
const SECRET_KEYS = [
  'password',
  'accessToken',
  'refreshToken',
  'lastAccessToken',
  'recaptchaResponse',
  'token',
  'authorization',
  'cookie',
  'set-cookie',
  'api-key',
  'apiKey',
  'webhookSecret',
  'hibpApiKey',
  'hibp-api-key',
  // a credit freeze PIN (issue 58 point 5), in a request body or anywhere else, and the key sealing the stored ones
  'pin',
  'creditFreezeKey',
];
export const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const own = /^\w+$/.test(key) ? key : `["${key}"]`;
  const nested = /^\w+$/.test(key) ? `.${key}` : own;
  return [own, `*${nested}`, `*.*${nested}`];
});

export const INTERNAL_ERROR_MESSAGE = 'Internal Server Error';

function loggerOptions(options: BuildAppOptions): FastifyServerOptions['logger'] {
  const base = {
    level: options.config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
    serializers: { req: serializeRequest },
  };
  if (options.logger === undefined) return base;
  if (typeof options.logger === 'object' && options.logger !== null) return { ...base, ...options.logger };
  return options.logger;
}

/**
 * Builds the provider API: external plugins (security headers, CORS, rate limiting, OpenAPI), then app plugins
 * (configuration, database, repositories, the mailer, the job engine, record reports, billing, app credentials, auth,
 * member quotas), then the /v1, /dashboard/api and /pdf routes. Used by main.ts and tests.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(options),
    childLoggerFactory: lazyRequestLoggerFactory,
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    routerOptions: { maxParamLength: 200 },
  });

  app.setSerializerCompiler(contractSerializerCompiler);
  await app.register(configPlugin, { config, clock: options.clock ?? Date.now });
  await app.register(responseContractPlugin, { check: config.checkResponses });
  await app.register(databasePlugin, options.database ? { database: options.database } : {});

  await app.register(helmetPlugin);
  await app.register(corsPlugin);
  await app.register(rateLimitPlugin);
  // The API description is a map for attackers as much as for integrators: production serves it only when asked.
  if (config.apiDocs) await app.register(swaggerPlugin);

  await app.register(repositoriesPlugin);
  await app.register(mailPlugin, options.mail ?? {});
  // before the plugins whose services send jobs (mail through the outbox); the jobs reach the services they call
  // (billing's subscription terms, the mailer) through the app when they run. After the mailer: the engine stops,
  // letting a mail in hand finish, before the mailer closes.
  await app.register(jobsPlugin, options.startJobs === undefined ? {} : { start: options.startJobs });
  await app.register(publicRecordsPlugin);
  await app.register(recordReportsPlugin);
  // before the producers of alerts, which mail them in the transaction that raises them
  await app.register(alertMailPlugin);
  // before identity monitoring, whose first use enrolls the account at the identity provider
  await app.register(identityEventsPlugin);
  await app.register(identityMonitoringPlugin);
  await app.register(alertPlansPlugin);
  await app.register(guardianPlugin, options.guardian ?? {});
  // after the job engine: the endpoint stores each mail with its job, and stops taking mail before the engine stops
  await app.register(inboundMailPlugin, options.inboundMail ?? {});
  await app.register(dataMonitoringPlugin);
  await app.register(exposuresPlugin);
  await app.register(paymentsPlugin, options.payments ?? {});
  await app.register(billingPlugin);
  await app.register(appCredentialsPlugin);
  await app.register(authPlugin, options.fetch ? { fetch: options.fetch } : {});
  // after auth: a stream ends when its login does
  await app.register(liveEventsPlugin);
  await app.register(activeMembershipPlugin);
  await app.register(accountQuotasPlugin);

  app.setErrorHandler((raised: FastifyError | HttpError | DomainError, request, reply) => {
    const error = asHttpError(raised);
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    if (status >= 500 && !(error instanceof HttpError)) {
      // The details go to the log only; the caller learns nothing about the internals.
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: INTERNAL_ERROR_MESSAGE, statusCode: 500 });
    }
    // From here on the message was written for the caller (an HttpError, or a 4xx of fastify or a plugin).
    if (error instanceof HttpError) reply.headers(error.headers);
    if (status === 401 || status === 429)
      request.log.info({ statusCode: status, reason: error.message }, 'request refused');
    return reply.code(status).send({ message: error.message || STATUS_CODES[status] || 'Error', statusCode: status });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not Found', statusCode: 404 }));

  await app.register(v1Routes, { prefix: '/v1' });
  await app.register(dashboardApiRoutes, { prefix: '/dashboard/api' });
  await app.register(pdfRoutes, { prefix: '/pdf' });
  return app;
}
