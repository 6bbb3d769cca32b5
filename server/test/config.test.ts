import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { ConfigError, loadConfig } from '../src/config';

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

  it.each([
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be between/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with/],
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

  it('allows a cheaper password hash only when NODE_ENV=test', () => {
    expect(loadConfig({ NODE_ENV: 'test', SCRYPT_LOG2N: '10' }, { repoRoot }).passwordHash.log2N).toBe(10);
    expect(() => loadConfig({ NODE_ENV: 'production', SCRYPT_LOG2N: '10' }, { repoRoot })).toThrow(ConfigError);
  });
});
