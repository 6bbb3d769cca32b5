import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';

import { buildApp, type BuildAppOptions } from '../src/app';
import { DEFAULT_DEMO_PASSWORD, OWASP_SCRYPT, type Config, type DatabaseConfig } from '../src/config';
import { jobSchemaName } from '../src/db/job-schema-name';
import { createEntitlementLedgerRepository } from '../src/repositories/entitlement-ledger-repository';
import { seedDemoMembers } from '../src/seed/demo-members';

// Test helper in the spirit of fastify/demo's test/helper.ts: build the app without a network and inject requests.
// Every database test runs on SQLite, and also on PostgreSQL when TEST_DATABASE_URL is set (each run in its own
// schema, dropped afterwards).

export type Engine = 'sqlite' | 'postgres';

export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export const APP_HEADERS = {
  'app-id': 'beacon-web',
  'api-key': 'beacon-web-local-key',
  'device-id': 'test-device-0001',
} as const;

export const DEMO_PASSWORD = DEFAULT_DEMO_PASSWORD;
export const JWT_SECRET = 'test-jwt-secret-that-is-long-enough-0123456789';
export const POINTER_SECRET = 'test-pointer-secret-0123456789';
export const CREDIT_FREEZE_KEY = 'test-credit-freeze-key-that-is-32-bytes-or-more';
export const IDENTITY_WEBHOOK_SECRET = 'test-identity-webhook-secret-0123456789';
export const RELEASE_HEALTH_TOKEN = 'test-release-health-token-0123456789';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    host: '127.0.0.1',
    port: 0,
    logLevel: 'silent',
    dataDir: tmpdir(),
    database: { kind: 'sqlite', file: ':memory:' },
    sqliteSynchronous: 'NORMAL',
    jwtSecret: JWT_SECRET,
    pointerSecret: POINTER_SECRET,
    creditFreezeKey: CREDIT_FREEZE_KEY,
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlSeconds: 30 * 24 * 60 * 60,
    sessionMaxAgeSeconds: 30 * 24 * 60 * 60,
    appCredentials: { 'beacon-web': 'beacon-web-local-key', 'partner-app': 'partner-key' },
    corsOrigins: [],
    trustProxy: 'loopback',
    rateLimit: { max: 1_000_000, windowMs: 60_000 },
    // Cheap hashes keep the suite fast; the OWASP figures are exercised in test/services/passwords.test.ts.
    passwordHash: { ...OWASP_SCRYPT, log2N: 4 },
    altcha: {
      hmacSecret: 'test-altcha-secret-0123456789',
      algorithm: 'SHA-256',
      cost: 1,
      counterMin: 1,
      counterMax: 40,
      expiresInSeconds: 600,
    },
    facebook: { graphBaseUrl: 'http://127.0.0.1:9', timeoutMs: 2_000 },
    loginThrottle: {
      accountFreeFailures: 5,
      ipFreeFailures: 20,
      baseDelayMs: 1_000,
      maxDelayMs: 60_000,
      windowMs: 3_600_000,
    },
    botCheckFailureLimit: { max: 1_000_000, windowMs: 60_000 },
    seedDemoMembers: true,
    demoReportUpdates: false,
    demoPassword: DEMO_PASSWORD,
    demoPeople: 0,
    demoSeed: 'test',
    optOutRateLimit: { max: 1_000_000, windowMs: 60_000 },
    researchScreenerUrl: null,
    mobileApps: { iosAppId: null, androidAppId: null },
    apiDocs: true,
    checkResponses: true,
    benchRoutes: false,
    workers: 1,
    dataRefresh: { changesPer10k: 50 },
    // the identity-monitoring tests build the breach corpus themselves
    // a closed port: a test that needs the feed starts its stand-in (test/breach-feed-helper.ts) and points here
    // no broker site: a test that needs them starts the stand-in sites (test/broker-sites-helper.ts) and points here
    brokerSites: {
      origins: {},
      checkIntervalMs: 24 * 60 * 60 * 1000,
      timeoutMs: 10_000,
      chromiumPath: '/usr/bin/chromium',
    },
    breachFeed: {
      hibpApiUrl: 'http://127.0.0.1:9/api/v3',
      hibpApiKey: 'test-hibp-key',
      pwnedPasswordsUrl: 'http://127.0.0.1:9',
      timeoutMs: 2_000,
      maxRetryWaitSeconds: 2,
    },
    // Guardian's scans run when a test drains their jobs (app.jobs.drain('guardian-scan')), with no time per site
    guardian: { rescanDays: 30, brokerDelayMs: 0 },
    // high enough for every suite; the quota and cap tests set their own low figures
    quotas: {
      search: { perMinute: 1_000_000, perDay: 1_000_000 },
      recordView: { perMinute: 1_000_000, perDay: 1_000_000 },
      recordCreate: { perMinute: 1_000_000, perDay: 1_000_000 },
      pdf: { perMinute: 1_000_000, perDay: 1_000_000 },
    },
    maxRecordsPerMember: 1_000_000,
    maxQueuedPdfJobsPerMember: 1_000_000,
    supportMessagesPerDay: 1_000_000,
    telemetry: { rateLimit: { max: 1_000_000, windowMs: 60_000 }, retentionDays: 90 },
    // the read is served (its own tests check the refusals); the batch budget is high for every other suite
    releaseHealth: {
      token: RELEASE_HEALTH_TOKEN,
      rateLimit: { max: 1_000_000, windowMs: 60_000 },
      retentionDays: 14,
    },
    // nothing listens on port 9: tests that read mail start the SMTP stand-in and point smtpUrl at it
    mail: {
      smtpUrl: 'smtp://127.0.0.1:9',
      from: 'Beacon <no-reply@beacon.test>',
      publicSiteUrl: 'http://beacon.test',
      sentRetentionDays: 30,
    },
    optOutTokenTtlMs: 24 * 60 * 60 * 1000,
    searchPageCacheMs: 5_000,
    payments: { gateway: 'sandbox', stripeSecretKey: '', stripeApiBase: '', sandboxInProduction: false },
    // the stream tests set shorter beats and polls of their own
    liveEvents: {
      pollIntervalMs: 1_000,
      heartbeatMs: 15_000,
      retentionMs: 60 * 60 * 1000,
      maxStreamsPerAccount: 10,
      replayLimit: 200,
    },
    // tests run due jobs themselves (app.jobs.drain()) unless they start the workers; editions of the public records
    // only when a test asks for one (requestEdition + drain('data-refresh')): its schedule is off
    jobs: { start: false, pollIntervalMs: 50, settings: { 'data-refresh': { enabled: false } } },
    // no provider to enroll at: the identity-events tests start its stand-in and set the URL
    identityProvider: {
      url: '',
      apiKey: 'idp_test_key_0123456789',
      webhookSecret: IDENTITY_WEBHOOK_SECRET,
      toleranceSeconds: 300,
    },
    // no inbound SMTP endpoint: a test that receives mail sets port 0 (any free port) and reads app.inboundMail
    inboundMail: { port: null, host: '127.0.0.1', domain: 'inbound.beacon.test', maxBytes: 1024 * 1024 },
    ...overrides,
  };
}

export interface TestDatabase {
  engine: Engine;
  config: DatabaseConfig;
  drop(): Promise<void>;
}

/** A fresh, empty database: a temp SQLite file, or a new PostgreSQL schema. */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'beacon-test-'));
    return {
      engine,
      config: { kind: 'sqlite', file: path.join(dir, 'beacon.sqlite') },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `beacon_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return {
    engine,
    config: { kind: 'postgres', url, schema },
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      // with pg-boss's schema of this run (migration 0100), in one statement: one moment at which another test file's
      // migrator, listing every schema's tables, can meet a schema going away
      await client.query(`drop schema if exists ${schema}, ${jobSchemaName(schema)} cascade`);
      await client.end();
    },
  };
}

/**
 * The test database with TEST_DATABASE_REPLICA_URL, a streaming replica of TEST_DATABASE_URL's database, as its read
 * replica (DATABASE_REPLICA_URL): the same schema, which reaches the replica by streaming. Undefined without it.
 */
export const TEST_REPLICA_URL = process.env.TEST_DATABASE_URL ? process.env.TEST_DATABASE_REPLICA_URL : undefined;

export function withReadReplica(database: TestDatabase): TestDatabase {
  if (database.config.kind !== 'postgres' || !TEST_REPLICA_URL) {
    throw new Error('a read replica needs a PostgreSQL test database and TEST_DATABASE_REPLICA_URL');
  }
  return { ...database, config: { ...database.config, replicaUrl: TEST_REPLICA_URL } };
}

export interface TestAppOptions extends Partial<Omit<BuildAppOptions, 'config'>> {
  config?: Partial<Config>;
  seed?: boolean;
}

/** Builds the app on the test database (its own connection) and, by default, seeds the demo members. */
export async function buildTestApp(database: TestDatabase, options: TestAppOptions = {}): Promise<FastifyInstance> {
  const { config: overrides, seed = true, ...rest } = options;
  const config = testConfig({ database: database.config, ...overrides });
  const app = await buildApp({ logger: false, ...rest, config });
  await app.ready();
  if (seed) {
    await seedDemoMembers(app.db, { password: DEMO_PASSWORD, passwordHash: config.passwordHash, now: app.clock() });
  }
  return app;
}

export class TestClock {
  constructor(public now = Date.now()) {}
  advance(ms: number): void {
    this.now += ms;
  }
  readonly read = (): number => this.now;
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return JSON.parse(response.body) as T;
}

export function inject(
  app: FastifyInstance,
  options: InjectOptions & { token?: string },
): Promise<LightMyRequestResponse> {
  const { token, headers, ...rest } = options;
  return app.inject({
    ...rest,
    headers: { ...APP_HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
}

/** Solves a fresh ALTCHA challenge the way the widget does and returns the `recaptchaResponse` value. */
export async function solveBotCheck(app: FastifyInstance): Promise<string> {
  const response = await inject(app, { method: 'GET', url: '/v1/altcha/challenge' });
  const challenge = json<Challenge>(response);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the ALTCHA challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

export async function login(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
  headers: Record<string, string> = {},
) {
  return inject(app, {
    method: 'POST',
    url: '/v1/authenticate',
    headers,
    payload: { email, password, recaptchaResponse: await solveBotCheck(app) },
  });
}

export async function loginTokens(app: FastifyInstance, email: string): Promise<Tokens> {
  const response = await login(app, email);
  if (response.statusCode !== 200) throw new Error(`login of ${email} failed: ${response.statusCode} ${response.body}`);
  return json<Tokens>(response);
}

export const MEMBERS = {
  personReport: 'person-report@demo.beacon.test',
  premium: 'premium@demo.beacon.test',
  guardian: 'guardian@demo.beacon.test',
  guardianFamily: 'guardian-family@demo.beacon.test',
  darkWeb: 'dark-web@demo.beacon.test',
  identity: 'identity@demo.beacon.test',
  dataMonitoring: 'data-monitoring@demo.beacon.test',
  reactivate: 'reactivate@demo.beacon.test',
  lapsed: 'lapsed@demo.beacon.test',
} as const;

/**
 * The ledger grant of a subscription a test wrote straight to the database: what its plan holds, as an order or the
 * demo seed writes it (balances are sums of the entitlement ledger).
 */
export async function grantSubscriptionTerm(app: FastifyInstance, accountId: number, subscriptionId: number) {
  await createEntitlementLedgerRepository(app.db).grantSubscriptionTerm({
    accountId,
    subscriptionId,
    orderId: null,
    now: app.clock(),
  });
}
