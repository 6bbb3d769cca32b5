import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { ConfigError, loadConfig } from '../src/config';

/** A production environment that passes; each refusal below changes one thing. */
const PRODUCTION: Record<string, string | undefined> = {
  NODE_ENV: 'production',
  JWT_SECRET: 'j'.repeat(48),
  ALTCHA_HMAC_SECRET: 'a'.repeat(48),
  POINTER_SECRET: 'p'.repeat(48),
  CREDIT_FREEZE_KEY: 'c'.repeat(48),
  APP_CREDENTIALS: 'beacon-web:a-production-key-0123456789',
  DATABASE_URL: 'postgres://beacon:beacon@db:5432/beacon',
  STRIPE_SECRET_KEY: 'sk_live_0123456789abcdef',
  HIBP_API_KEY: 'hibp-production-key-0123456789',
};

describe('loadConfig', () => {
  let repoRoot: string;
  beforeEach(() => {
    repoRoot = mkdtempSync(path.join(tmpdir(), 'beacon-config-'));
  });
  afterEach(() => rmSync(repoRoot, { recursive: true, force: true }));

  it('has the defaults of the brief', () => {
    const config = loadConfig({}, { repoRoot });
    expect(config).toMatchObject({
      env: 'development',
      host: '127.0.0.1',
      port: 4000,
      database: { kind: 'sqlite', file: path.join(repoRoot, '.data', 'beacon.sqlite') },
      appCredentials: { 'beacon-web': 'beacon-web-local-key' },
      corsOrigins: [],
      accessTokenTtlSeconds: 900,
      passwordHash: { log2N: 17, r: 8, p: 1 },
    });
  });

  it('limits failed bot checks per client IP on their own (30 per 15 minutes unless configured)', () => {
    expect(loadConfig({}, { repoRoot }).botCheckFailureLimit).toEqual({ max: 30, windowMs: 900_000 });
    const configured = loadConfig(
      { BOT_CHECK_FAILURE_LIMIT_MAX: '5', BOT_CHECK_FAILURE_LIMIT_WINDOW_MS: '60000' },
      { repoRoot },
    );
    expect(configured.botCheckFailureLimit).toEqual({ max: 5, windowMs: 60_000 });
    expect(() =>
      loadConfig({ BOT_CHECK_FAILURE_LIMIT_WINDOW_MS: String(2 * 24 * 60 * 60 * 1000) }, { repoRoot }),
    ).toThrow(ConfigError);
  });

  it('takes 10 Contact Us messages a member a day unless configured', () => {
    expect(loadConfig({}, { repoRoot }).supportMessagesPerDay).toBe(10);
    expect(loadConfig({ SUPPORT_MESSAGES_PER_DAY: '3' }, { repoRoot }).supportMessagesPerDay).toBe(3);
    expect(() => loadConfig({ SUPPORT_MESSAGES_PER_DAY: '0' }, { repoRoot })).toThrow(ConfigError);
  });

  it('generates the JWT secret once and keeps it under .data/', () => {
    const first = loadConfig({}, { repoRoot });
    const second = loadConfig({}, { repoRoot });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    const file = path.join(repoRoot, '.data', 'secrets.json');
    expect(JSON.parse(readFileSync(file, 'utf8')).jwtSecret).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40), ALTCHA_HMAC_SECRET: 'y'.repeat(20) }, { repoRoot }).jwtSecret).toBe(
      'x'.repeat(40),
    );
  });

  it('keeps the identity webhook secret like the JWT secret, reads the provider, and refuses a provider without its key', () => {
    const first = loadConfig({}, { repoRoot });
    expect(first.identityProvider).toEqual({
      url: '',
      apiKey: '',
      webhookSecret: expect.any(String),
      toleranceSeconds: 300,
    });
    expect(first.identityProvider.webhookSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}, { repoRoot }).identityProvider.webhookSecret).toBe(first.identityProvider.webhookSecret);
    const given = loadConfig(
      {
        IDENTITY_PROVIDER_URL: 'http://127.0.0.1:2528/',
        IDENTITY_PROVIDER_API_KEY: 'idp_key',
        IDENTITY_WEBHOOK_SECRET: 'w'.repeat(20),
        IDENTITY_WEBHOOK_TOLERANCE_SECONDS: '60',
      },
      { repoRoot },
    ).identityProvider;
    expect(given).toEqual({
      url: 'http://127.0.0.1:2528',
      apiKey: 'idp_key',
      webhookSecret: 'w'.repeat(20),
      toleranceSeconds: 60,
    });
    expect(() => loadConfig({ IDENTITY_PROVIDER_URL: 'http://127.0.0.1:2528' }, { repoRoot })).toThrow(
      'IDENTITY_PROVIDER_URL needs IDENTITY_PROVIDER_API_KEY',
    );
    expect(() => loadConfig({ IDENTITY_WEBHOOK_SECRET: 'short' }, { repoRoot })).toThrow(/at least 16 characters/);
  });

  it('generates the pointer secret (128 bits or more) once, like the JWT secret, or takes POINTER_SECRET', () => {
    const first = loadConfig({}, { repoRoot });
    expect(Buffer.byteLength(first.pointerSecret)).toBeGreaterThanOrEqual(16);
    expect(first.pointerSecret).not.toBe(first.jwtSecret);
    expect(loadConfig({}, { repoRoot }).pointerSecret).toBe(first.pointerSecret);
    const file = path.join(repoRoot, '.data', 'secrets.json');
    expect(JSON.parse(readFileSync(file, 'utf8')).pointerSecret).toBe(first.pointerSecret);
    expect(loadConfig({ POINTER_SECRET: 'p'.repeat(16) }, { repoRoot }).pointerSecret).toBe('p'.repeat(16));
    expect(() => loadConfig({ POINTER_SECRET: 'p'.repeat(15) }, { repoRoot })).toThrow(
      /POINTER_SECRET must be at least 16 bytes/,
    );
  });

  it('generates the credit freeze key (32 bytes or more) once outside production, or takes CREDIT_FREEZE_KEY', () => {
    const generated = loadConfig({}, { repoRoot }).creditFreezeKey;
    expect(Buffer.byteLength(generated)).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}, { repoRoot }).creditFreezeKey).toBe(generated);
    expect(loadConfig({ CREDIT_FREEZE_KEY: 'c'.repeat(32) }, { repoRoot }).creditFreezeKey).toBe('c'.repeat(32));
    expect(() => loadConfig({ CREDIT_FREEZE_KEY: 'c'.repeat(31) }, { repoRoot })).toThrow(
      /CREDIT_FREEZE_KEY must be at least 32 bytes/,
    );
  });

  it('adds the pointer secret to a secrets.json of an earlier version, keeping the other secrets', () => {
    const dataDir = path.join(repoRoot, '.data');
    mkdirSync(dataDir);
    const file = path.join(dataDir, 'secrets.json');
    const earlier = { jwtSecret: 'j'.repeat(64), altchaSecret: 'a'.repeat(64) };
    writeFileSync(file, JSON.stringify(earlier), { mode: 0o600 });

    const config = loadConfig({}, { repoRoot });
    expect(config.jwtSecret).toBe(earlier.jwtSecret);
    expect(config.altcha.hmacSecret).toBe(earlier.altchaSecret);
    expect(Buffer.byteLength(config.pointerSecret)).toBeGreaterThanOrEqual(16);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      ...earlier,
      pointerSecret: config.pointerSecret,
      identityWebhookSecret: config.identityProvider.webhookSecret,
      creditFreezeKey: config.creditFreezeKey,
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // written by rename of a finished file: no temp or lock file is left behind
    expect(readdirSync(dataDir)).toEqual(['secrets.json']);
    expect(loadConfig({}, { repoRoot }).pointerSecret).toBe(config.pointerSecret);
  });

  it('reads the database, credentials, origins and ports', () => {
    const config = loadConfig(
      {
        DATABASE_URL: 'postgres://u:p@db:5432/beacon',
        APP_CREDENTIALS: 'beacon-web:k1, ios-app:k2',
        CORS_ORIGINS: 'https://a.example, http://localhost:3000',
        PORT: '8080',
      },
      { repoRoot },
    );
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@db:5432/beacon' });
    expect(config.appCredentials).toEqual({ 'beacon-web': 'k1', 'ios-app': 'k2' });
    expect(config.corsOrigins).toEqual(['https://a.example', 'http://localhost:3000']);
    expect(config.port).toBe(8080);
  });

  it('reads a read replica of a PostgreSQL database, and says what is wrong with one without repeating its password', () => {
    const config = loadConfig(
      { DATABASE_URL: 'postgres://u:p@db:5432/beacon', DATABASE_REPLICA_URL: 'postgresql://u:p@replica:5432/beacon' },
      { repoRoot },
    );
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@db:5432/beacon',
      replicaUrl: 'postgresql://u:p@replica:5432/beacon',
    });
    for (const env of [
      { DATABASE_REPLICA_URL: 'postgres://u:secret@replica/beacon' },
      { DATABASE_URL: 'sqlite:./x.sqlite', DATABASE_REPLICA_URL: 'postgres://u:secret@replica/beacon' },
      { DATABASE_URL: 'postgres://u:p@db/beacon', DATABASE_REPLICA_URL: 'http://u:secret@replica/beacon' },
    ]) {
      expect(() => loadConfig(env, { repoRoot })).toThrow(ConfigError);
      expect(() => loadConfig(env, { repoRoot })).not.toThrow(/secret/);
    }
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be between/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with/],
    [{ DATABASE_REPLICA_URL: 'postgres://u:secret@replica/beacon' }, /DATABASE_REPLICA_URL needs a postgres/],
    [
      { DATABASE_URL: 'postgres://u:p@db/beacon', DATABASE_REPLICA_URL: 'mysql://u:secret@replica/beacon' },
      /DATABASE_REPLICA_URL must start with postgres/,
    ],
    [{ APP_CREDENTIALS: 'no-key' }, /APP_CREDENTIALS/],
    [{ CORS_ORIGINS: 'https://a.example/path' }, /bare origin/],
    [{ JWT_SECRET: 'short', ALTCHA_HMAC_SECRET: 'y'.repeat(20) }, /JWT_SECRET must be at least 32 bytes/],
    [{ SCRYPT_LOG2N: '10' }, /SCRYPT_LOG2N must be between 17/],
    [{ FACEBOOK_APP_ID: '1' }, /go together/],
    [{ SQLITE_SYNCHRONOUS: 'OFF' }, /SQLITE_SYNCHRONOUS/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env, { repoRoot })).toThrow(ConfigError);
    expect(() => loadConfig(env, { repoRoot })).toThrow(message);
  });

  it('asks the breach feed on this machine outside production, and Have I Been Pwned itself in production', () => {
    expect(loadConfig({}, { repoRoot }).breachFeed).toMatchObject({
      hibpApiUrl: 'http://127.0.0.1:2527/api/v3',
      hibpApiKey: 'hibp-local-stand-in-key',
      pwnedPasswordsUrl: 'http://127.0.0.1:2527',
    });
    expect(loadConfig(PRODUCTION, { repoRoot }).breachFeed).toMatchObject({
      hibpApiUrl: 'https://haveibeenpwned.com/api/v3',
      hibpApiKey: PRODUCTION.HIBP_API_KEY,
      pwnedPasswordsUrl: 'https://api.pwnedpasswords.com',
    });
  });

  it('allows a cheaper password hash only when NODE_ENV=test', () => {
    expect(loadConfig({ NODE_ENV: 'test', SCRYPT_LOG2N: '10' }, { repoRoot }).passwordHash.log2N).toBe(10);
    expect(() => loadConfig({ ...PRODUCTION, SCRYPT_LOG2N: '10' }, { repoRoot })).toThrow(
      /SCRYPT_LOG2N must be between 17/,
    );
  });

  it('seeds demo members and serves the API docs by default outside production, and reads the session max age', () => {
    expect(loadConfig({}, { repoRoot })).toMatchObject({
      seedDemoMembers: true,
      apiDocs: true,
      sessionMaxAgeSeconds: 2_592_000,
    });
    expect(loadConfig({ NODE_ENV: 'test', SESSION_MAX_AGE_SECONDS: '3600' }, { repoRoot }).sessionMaxAgeSeconds).toBe(
      3600,
    );
  });

  it('charges through the sandbox by default outside production, and lets STRIPE_API_BASE name the local stand-in', () => {
    expect(loadConfig({}, { repoRoot }).payments).toEqual({
      gateway: 'sandbox',
      stripeSecretKey: '',
      stripeApiBase: '',
      sandboxInProduction: false,
    });
    const standIn = {
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    };
    expect(loadConfig(standIn, { repoRoot }).payments).toEqual({
      gateway: 'stripe',
      stripeSecretKey: 'sk_test_x',
      stripeApiBase: 'http://127.0.0.1:12111',
      sandboxInProduction: false,
    });
  });

  it.each(['staging', 'prod', 'live'])('refuses NODE_ENV=%s rather than run without the production checks', (value) => {
    expect(() => loadConfig({ NODE_ENV: value }, { repoRoot })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: value }, { repoRoot })).toThrow(
      `NODE_ENV must be development, test or production, got "${value}"`,
    );
  });

  it('registers the benchmark routes only when BENCH_ROUTES is on', () => {
    expect(loadConfig({}, { repoRoot }).benchRoutes).toBe(false);
    expect(loadConfig({ BENCH_ROUTES: '1' }, { repoRoot }).benchRoutes).toBe(true);
    expect(() => loadConfig({ BENCH_ROUTES: 'maybe' }, { repoRoot })).toThrow(/BENCH_ROUTES must be true or false/);
  });

  describe('with NODE_ENV=production', () => {
    it('starts with its secrets from the environment, no demo members, no API docs, and writes no secrets file', () => {
      const config = loadConfig(PRODUCTION, { repoRoot });
      expect(config).toMatchObject({ env: 'production', seedDemoMembers: false, apiDocs: false });
      expect(config.jwtSecret).toBe(PRODUCTION.JWT_SECRET);
      expect(existsSync(path.join(repoRoot, '.data', 'secrets.json'))).toBe(false);
      expect(loadConfig({ ...PRODUCTION, API_DOCS: 'true' }, { repoRoot }).apiDocs).toBe(true);
    });

    it('charges real cards through Stripe by default, at Stripe itself', () => {
      expect(loadConfig(PRODUCTION, { repoRoot }).payments).toEqual({
        gateway: 'stripe',
        stripeSecretKey: PRODUCTION.STRIPE_SECRET_KEY,
        stripeApiBase: '',
        sandboxInProduction: false,
      });
      for (const base of ['https://api.stripe.com', 'https://api.stripe.com/']) {
        expect(loadConfig({ ...PRODUCTION, STRIPE_API_BASE: base }, { repoRoot }).payments.stripeApiBase).toBe(
          'https://api.stripe.com',
        );
      }
    });

    it('runs the sandbox only when PAYMENT_GATEWAY=sandbox asks for it (a staging site), flagged to be warned about', () => {
      const staging = { ...PRODUCTION, PAYMENT_GATEWAY: 'sandbox', STRIPE_SECRET_KEY: undefined };
      expect(loadConfig(staging, { repoRoot }).payments).toMatchObject({
        gateway: 'sandbox',
        sandboxInProduction: true,
      });
    });

    it('takes NODE_ENV in any case, so Production is production too', () => {
      expect(loadConfig({ ...PRODUCTION, NODE_ENV: 'Production' }, { repoRoot }).payments.gateway).toBe('stripe');
      expect(() => loadConfig({ ...PRODUCTION, NODE_ENV: 'Production', STRIPE_SECRET_KEY: '' }, { repoRoot })).toThrow(
        /STRIPE_SECRET_KEY must be set in the environment/,
      );
    });

    it.each([
      ['demo seeding on', { SEED_DEMO_MEMBERS: 'true' }, /SEED_DEMO_MEMBERS must be off/],
      ['no HIBP_API_KEY', { HIBP_API_KEY: undefined }, /HIBP_API_KEY must be set in the environment/],
      [
        'HIBP_API_URL at the local stand-in',
        { HIBP_API_URL: 'http://127.0.0.1:2527/api/v3' },
        /HIBP_API_URL must be absent or https:\/\/haveibeenpwned\.com\/api\/v3/,
      ],
      [
        'PWNED_PASSWORDS_URL at the local stand-in',
        { PWNED_PASSWORDS_URL: 'http://127.0.0.1:2527' },
        /PWNED_PASSWORDS_URL must be absent or https:\/\/api\.pwnedpasswords\.com/,
      ],
      ['no STRIPE_SECRET_KEY', { STRIPE_SECRET_KEY: undefined }, /STRIPE_SECRET_KEY must be set in the environment/],
      [
        'Stripe named explicitly without STRIPE_SECRET_KEY',
        { PAYMENT_GATEWAY: 'stripe', STRIPE_SECRET_KEY: '' },
        /STRIPE_SECRET_KEY must be set in the environment/,
      ],
      [
        'STRIPE_API_BASE at the local stand-in',
        { STRIPE_API_BASE: 'http://127.0.0.1:12111' },
        /STRIPE_API_BASE must be absent or https:\/\/api\.stripe\.com/,
      ],
      [
        'STRIPE_API_BASE at a look-alike host',
        { STRIPE_API_BASE: 'https://api.stripe.com.example.net' },
        /STRIPE_API_BASE must be absent or https:\/\/api\.stripe\.com/,
      ],
      [
        'STRIPE_API_BASE over plain http',
        { STRIPE_API_BASE: 'http://api.stripe.com' },
        /STRIPE_API_BASE must be absent or https:\/\/api\.stripe\.com/,
      ],
      [
        'STRIPE_API_BASE elsewhere even with the sandbox',
        { PAYMENT_GATEWAY: 'sandbox', STRIPE_API_BASE: 'http://stripe-mock:12111' },
        /STRIPE_API_BASE must be absent or https:\/\/api\.stripe\.com/,
      ],
      ['no JWT_SECRET', { JWT_SECRET: undefined }, /JWT_SECRET must be set in the environment/],
      ['no ALTCHA_HMAC_SECRET', { ALTCHA_HMAC_SECRET: '' }, /ALTCHA_HMAC_SECRET must be set in the environment/],
      ['no POINTER_SECRET', { POINTER_SECRET: undefined }, /POINTER_SECRET must be set in the environment/],
      ['no CREDIT_FREEZE_KEY', { CREDIT_FREEZE_KEY: undefined }, /CREDIT_FREEZE_KEY must be set in the environment/],
      [
        'an identity provider without its webhook secret',
        { IDENTITY_PROVIDER_URL: 'https://identity.example.com', IDENTITY_PROVIDER_API_KEY: 'k' },
        /IDENTITY_WEBHOOK_SECRET must be set in the environment when IDENTITY_PROVIDER_URL is/,
      ],
      [
        'the default app credentials',
        { APP_CREDENTIALS: undefined },
        /APP_CREDENTIALS must not use the local default key/,
      ],
      [
        'the default app key beside another',
        { APP_CREDENTIALS: 'ios:k2,beacon-web:beacon-web-local-key' },
        /APP_CREDENTIALS must not use the local default key/,
      ],
    ])('refuses to start with %s', (_case, change, message) => {
      const env = { ...PRODUCTION, ...change };
      expect(() => loadConfig(env, { repoRoot })).toThrow(ConfigError);
      expect(() => loadConfig(env, { repoRoot })).toThrow(message);
      expect(existsSync(path.join(repoRoot, '.data', 'secrets.json'))).toBe(false);
    });

    it('names every problem at once', () => {
      expect(() => loadConfig({ NODE_ENV: 'production' }, { repoRoot })).toThrow(
        'NODE_ENV=production: JWT_SECRET must be set in the environment; ALTCHA_HMAC_SECRET must be set in the ' +
          'environment; POINTER_SECRET must be set in the environment; CREDIT_FREEZE_KEY must be set in the ' +
          'environment; APP_CREDENTIALS must not use the local ' +
          'default key beacon-web-local-key; STRIPE_SECRET_KEY must be set in the environment (payments go through ' +
          'Stripe in production)',
      );
    });
  });
});
