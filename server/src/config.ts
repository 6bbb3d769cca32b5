import path from 'node:path';

import { DEFAULT_RESCAN_DAYS } from '@beacon/validation';

import { readBrokerSites, type BrokerSitesConfig } from './config/broker-sites';
import { ConfigError, type Env } from './config/config-error';
import { DEFAULT_APP_CREDENTIALS, DEFAULT_DEMO_PASSWORD, OWASP_SCRYPT } from './config/defaults';
import {
  parseAppCredentials,
  parseCorsOrigins,
  parseDatabaseReplicaUrl,
  parseDatabaseUrl,
  readBool,
  readInt,
  readOptionalAppStoreId,
  readOptionalPlayStoreId,
  readOptionalUrl,
  readQuota,
  readSmtpUrl,
  readUrl,
} from './config/env-readers';
import { readIdentityProvider } from './config/identity-provider';
import { readInboundMail } from './config/inbound-mail';
import { readJobSettings } from './config/job-settings';
import { readPayments } from './config/payments';
import { readReleaseHealth } from './config/release-health';
import { loadPersistedSecrets } from './config/persisted-secrets';
import { productionProblems } from './config/production-checks';
import { MIN_CREDIT_FREEZE_KEY_BYTES } from './domain/identity/credit-freeze-pins';
import { MIN_POINTER_SECRET_BYTES } from './domain/pointers';

// Validated configuration: the shape of the whole (below) and loadConfig, which reads it from the environment. The
// parts live in src/config/: single-variable readers, the persisted secrets of a single machine, the production
// checks, the payment gateway and the job settings.

export { ConfigError } from './config/config-error';
export * from './config/defaults';
export { parseAppCredentials, parseCorsOrigins, parseDatabaseReplicaUrl, parseDatabaseUrl } from './config/env-readers';
export { readJobSettings } from './config/job-settings';
export { loadPersistedSecrets } from './config/persisted-secrets';
export { productionProblems } from './config/production-checks';

export type RuntimeEnv = 'development' | 'test' | 'production';

export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  | {
      kind: 'postgres';
      url: string;
      schema?: string;
      /**
       * DATABASE_REPLICA_URL: a streaming replica of `url` (same database, same schema) that person, phone, e-mail
       * and address search and the reports read public records from (src/db/read-replica.ts); never logged
       */
      replicaUrl?: string;
    };

export interface PasswordHashConfig {
  /** scrypt cost parameter N = 2^log2N. OWASP: N=2^17, r=8, p=1. */
  log2N: number;
  r: number;
  p: number;
}

export interface AltchaConfig {
  hmacSecret: string;
  algorithm: 'PBKDF2/SHA-256' | 'SHA-256';
  cost: number;
  counterMin: number;
  counterMax: number;
  expiresInSeconds: number;
}

export interface FacebookConfig {
  graphBaseUrl: string;
  appId?: string;
  appSecret?: string;
  timeoutMs: number;
}

export interface LoginThrottleConfig {
  /**
   * failures per account before every further attempt has to wait: sign-ins per e-mail, and, counted apart, wrong
   * current passwords on the password and e-mail changes per account id
   */
  accountFreeFailures: number;
  /** failures per client IP before every further attempt has to wait */
  ipFreeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** a failure older than this no longer counts */
  windowMs: number;
}

/** The member apps in the stores (the sidebar's and footer's store buttons link to them). */
export interface MobileAppsConfig {
  /** App Store id (digits), IOS_APP_ID; null = no iPhone app to link */
  iosAppId: string | null;
  /** Google Play id (package name), ANDROID_APP_ID; null = no Android app to link */
  androidAppId: string | null;
}

export interface BreachFeedConfig {
  /** HIBP_API_URL: the API v3 base, https://haveibeenpwned.com/api/v3 */
  hibpApiUrl: string;
  /** HIBP_API_KEY: sent as hibp-api-key (required in production); never logged */
  hibpApiKey: string;
  /** PWNED_PASSWORDS_URL: the range API's base, https://api.pwnedpasswords.com */
  pwnedPasswordsUrl: string;
  /** BREACH_FEED_TIMEOUT_MS: one request's limit */
  timeoutMs: number;
  /** BREACH_FEED_MAX_RETRY_WAIT_SECONDS: a 429's retry-after up to this is waited for in the request; longer, the job retries */
  maxRetryWaitSeconds: number;
}

export interface Config {
  env: RuntimeEnv;
  host: string;
  port: number;
  logLevel: string;
  dataDir: string;
  database: DatabaseConfig;
  sqliteSynchronous: 'FULL' | 'NORMAL';
  jwtSecret: string;
  /** key material of record pointers (src/domain/pointers.ts); changing it orphans saved records */
  pointerSecret: string;
  /** CREDIT_FREEZE_KEY: the secret the AES-256-GCM key of the members' credit freeze PINs derives from; never logged */
  creditFreezeKey: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** absolute lifetime of a login from its sign-in, however often its refresh token rotates */
  sessionMaxAgeSeconds: number;
  /** App-Id -> Api-Key */
  appCredentials: Record<string, string>;
  corsOrigins: string[];
  trustProxy: string | boolean;
  rateLimit: { max: number; windowMs: number };
  passwordHash: PasswordHashConfig;
  altcha: AltchaConfig;
  facebook: FacebookConfig;
  loginThrottle: LoginThrottleConfig;
  /**
   * Failed bot checks per client IP per window; past it the IP's sign-ins are refused (429) before the proof of work
   * is even verified. Separate from the login throttle, which only real password failures feed.
   */
  botCheckFailureLimit: { max: number; windowMs: number };
  seedDemoMembers: boolean;
  /**
   * DEMO_REPORT_UPDATES: on the first start, the report monitoring demo member monitors two people and an edition
   * moves them, so the demo shows report updates made by the data refresh (off in the browser tests, whose people
   * must stay where they are)
   */
  demoReportUpdates: boolean;
  demoPassword: string;
  /** people in the demo public-records data set built on first start; 0 = none */
  demoPeople: number;
  /** seed of the demo data set (same seed, same data) */
  demoSeed: string;
  /** POST /opt-outs requests per client IP per window */
  optOutRateLimit: { max: number; windowMs: number };
  /** External URL of the user-research screener shown to premium members; null = off */
  researchScreenerUrl: string | null;
  /** The member apps' store ids; an unset one hides its store button (no link to an app that is not there) */
  mobileApps: MobileAppsConfig;
  /** serve the OpenAPI description and UI at /v1/docs */
  apiDocs: boolean;
  /** check every response body against its contract schema before sending it (a mismatch is a 500, logged) */
  checkResponses: boolean;
  /** register the benchmark-only routes (GET /v1/bench/no-op, the baseline of `pnpm bench:search`) */
  benchRoutes: boolean;
  /** processes serving requests on the one port (node:cluster); 1 = no cluster */
  workers: number;
  guardian: GuardianConfig;
  dataRefresh: DataRefreshConfig;
  /** the breach feed (Have I Been Pwned's API v3) and Pwned Passwords, or their local stand-in (pnpm start) */
  breachFeed: BreachFeedConfig;
  /** the broker sites Guardian reads and asks through adapters (issue 59) */
  brokerSites: BrokerSitesConfig;
  /** per-member request quotas (issue 13 point 3), on top of the per-IP budget */
  quotas: QuotasConfig;
  /** saved records a member may keep, archived ones included (archiving is free, so it cannot make room) */
  maxRecordsPerMember: number;
  /** PDF jobs of a member that may wait in the queue or be rendered at once */
  maxQueuedPdfJobsPerMember: number;
  /** Contact Us messages a member may send in 24 hours (counted in the database, so every instance agrees) */
  supportMessagesPerDay: number;
  telemetry: TelemetryConfig;
  releaseHealth: ReleaseHealthConfig;
  mail: MailConfig;
  /** how long the link of an opt-out confirmation e-mail stays valid (an expired, unconfirmed request is purged) */
  optOutTokenTtlMs: number;
  /** how long a worker keeps full pages of person search (0: none; benchmarks measure the search itself) */
  searchPageCacheMs: number;
  payments: PaymentsConfig;
  liveEvents: LiveEventsConfig;
  jobs: JobsConfig;
  identityProvider: IdentityProviderConfig;
  /** the inbound SMTP endpoint of brokers' replies to removal requests (issue 59) */
  inboundMail: InboundMailConfig;
}

/**
 * Where brokers' mail about removal requests arrives (issue 59): an SMTP endpoint accepting only the reply addresses
 * removals+<reference>@<domain>; each mail is stored and read by the job process-removal-mail.
 */
export interface InboundMailConfig {
  /** INBOUND_MAIL_PORT: null = no endpoint (production unless set, or "off"); 0 = any free port (tests) */
  port: number | null;
  /** INBOUND_MAIL_HOST: the address it listens on (loopback by default) */
  host: string;
  /** INBOUND_MAIL_DOMAIN: the domain of reply addresses (its MX points at this endpoint) */
  domain: string;
  /** INBOUND_MAIL_MAX_BYTES: a larger message is refused */
  maxBytes: number;
}

/**
 * The identity-monitoring provider (issue 58): Beacon enrolls accounts through its API and receives their events on
 * the signed webhook POST /v1/webhooks/identity-events. Its jobs are enroll-identity-subscriber and
 * process-identity-event (JOB_ENROLL_IDENTITY_SUBSCRIBER_*, JOB_PROCESS_IDENTITY_EVENT_*).
 */
export interface IdentityProviderConfig {
  /** IDENTITY_PROVIDER_URL: the provider's API origin (the local stand-in by `pnpm start`); '' = none, no enrollment */
  url: string;
  /** IDENTITY_PROVIDER_API_KEY: the bearer key of its API */
  apiKey: string;
  /** IDENTITY_WEBHOOK_SECRET: the HMAC-SHA256 key of the webhook's signatures; never logged. '' = refuse every event */
  webhookSecret: string;
  /** IDENTITY_WEBHOOK_TOLERANCE_SECONDS: a signature's timestamp further than this from now is refused (a replay) */
  toleranceSeconds: number;
}

/**
 * The job engine (issue 57): one switch for every worker and scheduler of the jobs in src/jobs/job-registry.ts, and
 * per job the settings that differ from its definition, from JOB_<NAME>_<SETTING> (NAME is the job's name upper-cased
 * with underscores: JOB_TELEMETRY_RETENTION_ENABLED=false).
 */
export interface JobsConfig {
  /** START_JOBS: run the job workers and schedulers in this process */
  start: boolean;
  /** JOBS_POLL_MS: how often an idle worker looks for due jobs */
  pollIntervalMs: number;
  /** JOBS_MAINTENANCE_SECONDS: how often pg-boss expires a dead worker's jobs and archives old ones (PostgreSQL) */
  maintenanceIntervalSeconds?: number;
  /** per job name (kebab-case, as defined) */
  settings: Record<string, JobSettings>;
}

export interface JobSettings {
  enabled?: boolean;
  concurrency?: number;
  retryLimit?: number;
  retryDelayMs?: number;
  retryBackoff?: boolean;
  expireInMs?: number;
  /** a cron expression (UTC) replacing the job's schedule */
  schedule?: string;
}

/** Live updates (issue 18 point 7): the poller of live_events each instance runs and the SSE streams it feeds. */
export interface LiveEventsConfig {
  /** how often the instance's one poller reads live_events (a local write also triggers a read at once) */
  pollIntervalMs: number;
  /** comment lines on an idle stream, so proxies and the client see it alive */
  heartbeatMs: number;
  /** events older than this are deleted; a stream reconnecting later refetches instead of replaying */
  retentionMs: number;
  /** open streams of one member on one instance (one per signed-in tab); past it a new one is refused with 429 */
  maxStreamsPerAccount: number;
  /** events replayed after a reconnecting stream's Last-Event-ID, at most */
  replayLimit: number;
}

/**
 * Where cards are kept and charged (issue 16): the built-in sandbox, or Stripe (or its local stand-in). Production
 * charges through Stripe itself (issue 54); the sandbox there is only for a staging site that asks for it by name.
 */
export interface PaymentsConfig {
  gateway: 'sandbox' | 'stripe';
  /** Stripe's secret key (PAYMENT_GATEWAY=stripe) */
  stripeSecretKey: string;
  /** another Stripe API origin: the local stand-in; Stripe's own when empty (production allows only Stripe's own) */
  stripeApiBase: string;
  /** NODE_ENV=production with PAYMENT_GATEWAY=sandbox (a staging site): no money moves, and start-up says so loudly */
  sandboxInProduction: boolean;
}

/**
 * Outgoing mail (issue 13 point 5): an SMTP server. The outbox is sent by the job send-email (issue 57 point 2), whose
 * tries are set by JOB_SEND_EMAIL_*.
 */
export interface MailConfig {
  /** smtp://host:port (smtps:// for TLS; user:password@ when the server wants them) */
  smtpUrl: string;
  from: string;
  /** the site's public origin, for links in mail (the host's pages) */
  publicSiteUrl: string;
  /** EMAIL_SENT_RETENTION_DAYS: sent outbox rows older than this are purged (job email-outbox-purge) */
  sentRetentionDays: number;
}

/** What a member's quota counts: each action has a per-minute and a per-day budget. */
export type QuotaAction = 'search' | 'recordView' | 'recordCreate' | 'pdf';

export interface QuotaLimits {
  perMinute: number;
  perDay: number;
}

export type QuotasConfig = Record<QuotaAction, QuotaLimits>;

/** POST /events and POST /errors: a budget per client IP (each endpoint its own) and how long rows are kept. */
export interface TelemetryConfig {
  rateLimit: { max: number; windowMs: number };
  retentionDays: number;
}

/**
 * Per-version health of the remotes from real browsers (issue 60): POST /v1/release-health takes a device's batches
 * (at most `rateLimit.max` per device per window), GET /v1/release-health/{remote} gives the figures to the release
 * guard with the operator token, and the job release-health-retention deletes rows older than `retentionDays`.
 */
export interface ReleaseHealthConfig {
  /** RELEASE_HEALTH_TOKEN: the operator token of the read; null (unset) leaves the read answering 404 */
  token: string | null;
  rateLimit: { max: number; windowMs: number };
  retentionDays: number;
}

/** Guardian (issue 17): its domain settings; its scans, removals and re-scans are jobs (JOB_GUARDIAN_SCAN_*...). */
export interface GuardianConfig {
  /** days between scheduled re-scans */
  rescanDays: number;
  /** a pause after each site a scan reads (a crawler's politeness) */
  brokerDelayMs: number;
}

/**
 * Report monitoring's editions (issue 18 point 4). Their schedule, retries and switch are the data-refresh job's
 * (JOB_DATA_REFRESH_*, issue 57).
 */
export interface DataRefreshConfig {
  /** people changed per 10,000 in an edition */
  changesPer10k: number;
}

/**
 * NODE_ENV, in any case. A value that is none of the three is refused rather than taken for development: a server
 * started with NODE_ENV=prod or staging would otherwise run without the production checks (demo members, the
 * sandbox payment gateway) while its operator believes them on.
 */
function runtimeEnv(raw: string | undefined): RuntimeEnv {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === 'production' || value === 'test' || value === 'development') return value;
  if (value === '') return 'development';
  throw new ConfigError(`NODE_ENV must be development, test or production, got "${raw}"`);
}

/**
 * Builds the configuration from environment variables. `repoRoot` locates the default .data/ directory; it is passed
 * in (rather than derived from this file's location) so the module runs the same under tsx and under jest.
 */
export function loadConfig(env: Env, options: { repoRoot: string }): Config {
  const runtime = runtimeEnv(env.NODE_ENV);
  const dataDir = path.resolve(options.repoRoot, env.DATA_DIR || '.data');
  // Demo members are for development and tests; production has to turn them on by name (and is then refused).
  const seedDemoMembers = readBool(env, 'SEED_DEMO_MEMBERS', runtime !== 'production');
  if (runtime === 'production') {
    const problems = productionProblems(env, seedDemoMembers);
    if (problems.length) throw new ConfigError(`NODE_ENV=production: ${problems.join('; ')}`);
  }
  const needsSecrets =
    !env.JWT_SECRET ||
    !env.ALTCHA_HMAC_SECRET ||
    !env.POINTER_SECRET ||
    !env.CREDIT_FREEZE_KEY ||
    (runtime !== 'production' && !env.IDENTITY_WEBHOOK_SECRET);
  const persisted = needsSecrets ? loadPersistedSecrets(dataDir) : undefined;

  const jwtSecret = env.JWT_SECRET || persisted?.jwtSecret || '';
  if (Buffer.byteLength(jwtSecret) < 32) throw new ConfigError('JWT_SECRET must be at least 32 bytes long');
  const altchaSecret = env.ALTCHA_HMAC_SECRET || persisted?.altchaSecret || '';
  if (altchaSecret.length < 16) throw new ConfigError('ALTCHA_HMAC_SECRET must be at least 16 characters long');
  const pointerSecret = env.POINTER_SECRET || persisted?.pointerSecret || '';
  if (Buffer.byteLength(pointerSecret) < MIN_POINTER_SECRET_BYTES) {
    throw new ConfigError(`POINTER_SECRET must be at least ${MIN_POINTER_SECRET_BYTES} bytes long`);
  }
  const creditFreezeKey = env.CREDIT_FREEZE_KEY || persisted?.creditFreezeKey || '';
  if (Buffer.byteLength(creditFreezeKey) < MIN_CREDIT_FREEZE_KEY_BYTES) {
    throw new ConfigError(`CREDIT_FREEZE_KEY must be at least ${MIN_CREDIT_FREEZE_KEY_BYTES} bytes long`);
  }

  // Lower password-hash costs exist only to keep the test suite fast; anything else runs at the OWASP figures.
  const log2N = readInt(env, 'SCRYPT_LOG2N', OWASP_SCRYPT.log2N, runtime === 'test' ? 4 : OWASP_SCRYPT.log2N, 20);

  // WAL with synchronous=NORMAL: a commit is in the WAL file before the call returns, so an acknowledged write
  // survives the process being killed (kill -9, crash); only an OS crash or power cut can roll back the last
  // commits. FULL adds an fsync per commit (about 0.3 ms here, blocking, as better-sqlite3 is synchronous, and every
  // request writes its rate-limit counter). Production runs on PostgreSQL.
  const sqliteSynchronous = (env.SQLITE_SYNCHRONOUS || 'NORMAL').toUpperCase();
  if (sqliteSynchronous !== 'FULL' && sqliteSynchronous !== 'NORMAL') {
    throw new ConfigError('SQLITE_SYNCHRONOUS must be FULL or NORMAL');
  }

  const facebook: FacebookConfig = {
    graphBaseUrl: readUrl(env, 'FACEBOOK_GRAPH_URL', 'https://graph.facebook.com/v19.0'),
    timeoutMs: readInt(env, 'FACEBOOK_TIMEOUT_MS', 5_000, 100, 60_000),
  };
  if (env.FACEBOOK_APP_ID) facebook.appId = env.FACEBOOK_APP_ID;
  if (env.FACEBOOK_APP_SECRET) facebook.appSecret = env.FACEBOOK_APP_SECRET;
  if (Boolean(facebook.appId) !== Boolean(facebook.appSecret)) {
    throw new ConfigError('FACEBOOK_APP_ID and FACEBOOK_APP_SECRET go together');
  }

  // The proof of work a sign-in pays (issue 19 point 5): counter × cost PBKDF2-SHA-256 iterations, 1–4 million, solved in
  // a Web Worker at about 5.8 million a second on one core of the 2-core dev VM: 0.2–0.7 s there, so within 1.5 s on
  // a laptop half as fast; a bot pays 2.5 million iterations (about 0.4 core-seconds) per attempt on average.
  const counterMin = readInt(env, 'ALTCHA_COUNTER_MIN', 1_000, 0, 10_000_000);
  const counterMax = readInt(env, 'ALTCHA_COUNTER_MAX', 4_000, 1, 10_000_000);
  if (counterMin > counterMax) throw new ConfigError('ALTCHA_COUNTER_MIN must not exceed ALTCHA_COUNTER_MAX');

  const trustProxyRaw = env.TRUST_PROXY ?? 'loopback';
  const trustProxy = /^(true|false)$/i.test(trustProxyRaw) ? trustProxyRaw.toLowerCase() === 'true' : trustProxyRaw;

  const demoPassword = env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
  if (demoPassword.length < 12) throw new ConfigError('DEMO_PASSWORD must be at least 12 characters long');

  return {
    env: runtime,
    host: env.HOST || '127.0.0.1',
    port: readInt(env, 'PORT', 4000, 0, 65_535),
    logLevel: env.LOG_LEVEL || (runtime === 'test' ? 'silent' : 'info'),
    dataDir,
    database: parseDatabaseReplicaUrl(env.DATABASE_REPLICA_URL, parseDatabaseUrl(env.DATABASE_URL, dataDir)),
    sqliteSynchronous,
    jwtSecret,
    pointerSecret,
    creditFreezeKey,
    accessTokenTtlSeconds: readInt(env, 'ACCESS_TOKEN_TTL_SECONDS', 15 * 60, 30, 24 * 60 * 60),
    refreshTokenTtlSeconds: readInt(env, 'REFRESH_TOKEN_TTL_SECONDS', 30 * 24 * 60 * 60, 60, 365 * 24 * 60 * 60),
    sessionMaxAgeSeconds: readInt(env, 'SESSION_MAX_AGE_SECONDS', 30 * 24 * 60 * 60, 60, 365 * 24 * 60 * 60),
    appCredentials: parseAppCredentials(env.APP_CREDENTIALS || DEFAULT_APP_CREDENTIALS),
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    trustProxy,
    rateLimit: {
      max: readInt(env, 'RATE_LIMIT_MAX', 600, 1, 10_000_000),
      windowMs: readInt(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1_000, 24 * 60 * 60 * 1000),
    },
    passwordHash: { ...OWASP_SCRYPT, log2N },
    altcha: {
      hmacSecret: altchaSecret,
      algorithm: 'PBKDF2/SHA-256',
      cost: readInt(env, 'ALTCHA_COST', 1_000, 1, 1_000_000),
      counterMin,
      counterMax,
      expiresInSeconds: readInt(env, 'ALTCHA_EXPIRES_SECONDS', 10 * 60, 10, 24 * 60 * 60),
    },
    facebook,
    loginThrottle: {
      accountFreeFailures: readInt(env, 'LOGIN_ACCOUNT_FREE_FAILURES', 5, 1, 1_000),
      ipFreeFailures: readInt(env, 'LOGIN_IP_FREE_FAILURES', 20, 1, 100_000),
      baseDelayMs: readInt(env, 'LOGIN_BASE_DELAY_MS', 1_000, 1, 60 * 60 * 1000),
      maxDelayMs: readInt(env, 'LOGIN_MAX_DELAY_MS', 15 * 60 * 1000, 1, 24 * 60 * 60 * 1000),
      windowMs: readInt(env, 'LOGIN_FAILURE_WINDOW_MS', 60 * 60 * 1000, 1_000, 7 * 24 * 60 * 60 * 1000),
    },
    botCheckFailureLimit: {
      max: readInt(env, 'BOT_CHECK_FAILURE_LIMIT_MAX', 30, 1, 1_000_000),
      // at most a day: the rate_limits rows it is counted in are swept a day after their window started
      windowMs: readInt(env, 'BOT_CHECK_FAILURE_LIMIT_WINDOW_MS', 15 * 60 * 1000, 1_000, 24 * 60 * 60 * 1000),
    },
    seedDemoMembers,
    demoReportUpdates: readBool(env, 'DEMO_REPORT_UPDATES', true),
    demoPassword,
    demoPeople: readInt(env, 'DEMO_PEOPLE', 100_000, 0, 50_000_000),
    demoSeed: env.DEMO_SEED || 'beacon-demo',
    optOutRateLimit: {
      max: readInt(env, 'OPT_OUT_RATE_LIMIT_MAX', 5, 1, 1_000_000),
      windowMs: readInt(env, 'OPT_OUT_RATE_LIMIT_WINDOW_MS', 60 * 60 * 1000, 1_000, 7 * 24 * 60 * 60 * 1000),
    },
    researchScreenerUrl: readOptionalUrl(env, 'RESEARCH_SCREENER_URL'),
    mobileApps: {
      iosAppId: readOptionalAppStoreId(env, 'IOS_APP_ID'),
      androidAppId: readOptionalPlayStoreId(env, 'ANDROID_APP_ID'),
    },
    apiDocs: readBool(env, 'API_DOCS', runtime !== 'production'),
    checkResponses: readBool(env, 'CHECK_RESPONSES', runtime !== 'production'),
    benchRoutes: readBool(env, 'BENCH_ROUTES', false),
    workers: readInt(env, 'SERVER_WORKERS', 1, 1, 64),
    brokerSites: readBrokerSites(env, runtime),
    breachFeed: {
      // Have I Been Pwned itself only in production; anywhere else, unless told otherwise, the local stand-in on its
      // default port (what `pnpm start` runs), so a development server or a benchmark never reaches the real service
      hibpApiUrl: readUrl(
        env,
        'HIBP_API_URL',
        runtime === 'production' ? 'https://haveibeenpwned.com/api/v3' : 'http://127.0.0.1:2527/api/v3',
      ),
      hibpApiKey: env.HIBP_API_KEY ?? (runtime === 'production' ? '' : 'hibp-local-stand-in-key'),
      pwnedPasswordsUrl: readUrl(
        env,
        'PWNED_PASSWORDS_URL',
        runtime === 'production' ? 'https://api.pwnedpasswords.com' : 'http://127.0.0.1:2527',
      ),
      timeoutMs: readInt(env, 'BREACH_FEED_TIMEOUT_MS', 10_000, 100, 120_000),
      maxRetryWaitSeconds: readInt(env, 'BREACH_FEED_MAX_RETRY_WAIT_SECONDS', 10, 0, 600),
    },
    liveEvents: {
      pollIntervalMs: readInt(env, 'LIVE_EVENTS_POLL_MS', 1_000, 10, 60_000),
      heartbeatMs: readInt(env, 'LIVE_EVENTS_HEARTBEAT_MS', 15_000, 100, 120_000),
      retentionMs: readInt(env, 'LIVE_EVENTS_RETENTION_MS', 60 * 60 * 1000, 60_000, 7 * 24 * 60 * 60 * 1000),
      maxStreamsPerAccount: readInt(env, 'LIVE_EVENTS_MAX_STREAMS_PER_ACCOUNT', 10, 1, 1_000),
      replayLimit: readInt(env, 'LIVE_EVENTS_REPLAY_LIMIT', 200, 1, 10_000),
    },
    guardian: {
      rescanDays: readInt(env, 'GUARDIAN_RESCAN_DAYS', DEFAULT_RESCAN_DAYS, 1, 365),
      brokerDelayMs: readInt(env, 'GUARDIAN_SCAN_SITE_MS', 150, 0, 10_000),
    },
    dataRefresh: {
      changesPer10k: readInt(env, 'DATA_REFRESH_CHANGES_PER_10K', 50, 0, 10_000),
    },
    quotas: {
      search: readQuota(env, 'SEARCH', { perMinute: 60, perDay: 1_000 }),
      recordView: readQuota(env, 'RECORD_VIEW', { perMinute: 60, perDay: 1_000 }),
      recordCreate: readQuota(env, 'RECORD_CREATE', { perMinute: 20, perDay: 200 }),
      pdf: readQuota(env, 'PDF', { perMinute: 10, perDay: 100 }),
    },
    maxRecordsPerMember: readInt(env, 'MAX_RECORDS_PER_MEMBER', 1_000, 1, 10_000_000),
    maxQueuedPdfJobsPerMember: readInt(env, 'MAX_QUEUED_PDF_JOBS_PER_MEMBER', 5, 1, 10_000),
    supportMessagesPerDay: readInt(env, 'SUPPORT_MESSAGES_PER_DAY', 10, 1, 10_000),
    telemetry: {
      rateLimit: {
        max: readInt(env, 'TELEMETRY_RATE_LIMIT_MAX', 120, 1, 10_000_000),
        windowMs: readInt(env, 'TELEMETRY_RATE_LIMIT_WINDOW_MS', 60_000, 1_000, 24 * 60 * 60 * 1000),
      },
      retentionDays: readInt(env, 'TELEMETRY_RETENTION_DAYS', 90, 1, 3_650),
    },
    releaseHealth: readReleaseHealth(env),
    mail: {
      smtpUrl: readSmtpUrl(env, 'SMTP_URL', 'smtp://127.0.0.1:2525'),
      from: env.MAIL_FROM || 'Beacon <no-reply@beacon.test>',
      publicSiteUrl: readUrl(env, 'PUBLIC_SITE_URL', 'http://localhost:8080'),
      sentRetentionDays: readInt(env, 'EMAIL_SENT_RETENTION_DAYS', 30, 1, 3_650),
    },
    optOutTokenTtlMs: readInt(env, 'OPT_OUT_TOKEN_TTL_MS', 24 * 60 * 60 * 1000, 60_000, 30 * 24 * 60 * 60 * 1000),
    searchPageCacheMs: readInt(env, 'SEARCH_PAGE_CACHE_MS', 5_000, 0, 60_000),
    payments: readPayments(env, runtime),
    jobs: {
      start: readBool(env, 'START_JOBS', true),
      pollIntervalMs: readInt(env, 'JOBS_POLL_MS', 1_000, 10, 60_000),
      maintenanceIntervalSeconds: readInt(env, 'JOBS_MAINTENANCE_SECONDS', 60, 1, 3_600),
      settings: readJobSettings(env),
    },
    identityProvider: readIdentityProvider(env, runtime, persisted?.identityWebhookSecret),
    inboundMail: readInboundMail(env, runtime),
  };
}
