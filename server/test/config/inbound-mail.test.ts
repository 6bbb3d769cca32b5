import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { loadConfig } from '../../src/config';

// INBOUND_MAIL_* (issue 59): the inbound endpoint of removal replies listens on 2535 outside production unless told
// otherwise, on none in production unless a port is set, and then only with its own domain.

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

describe('INBOUND_MAIL_* configuration', () => {
  let repoRoot: string;
  beforeEach(() => {
    repoRoot = mkdtempSync(path.join(tmpdir(), 'beacon-config-'));
  });
  afterEach(() => rmSync(repoRoot, { recursive: true, force: true }));

  it('listens on loopback port 2535 for inbound.beacon.test outside production', () => {
    expect(loadConfig({}, { repoRoot }).inboundMail).toEqual({
      port: 2535,
      host: '127.0.0.1',
      domain: 'inbound.beacon.test',
      maxBytes: 5 * 1024 * 1024,
    });
  });

  it('takes a port (0: any free one), "off", a host, a domain and a size cap', () => {
    expect(loadConfig({ INBOUND_MAIL_PORT: '0' }, { repoRoot }).inboundMail.port).toBe(0);
    expect(loadConfig({ INBOUND_MAIL_PORT: 'off' }, { repoRoot }).inboundMail.port).toBeNull();
    expect(
      loadConfig(
        {
          INBOUND_MAIL_PORT: '2600',
          INBOUND_MAIL_HOST: '0.0.0.0',
          INBOUND_MAIL_DOMAIN: 'Replies.Example.com',
          INBOUND_MAIL_MAX_BYTES: '65536',
        },
        { repoRoot },
      ).inboundMail,
    ).toEqual({ port: 2600, host: '0.0.0.0', domain: 'replies.example.com', maxBytes: 65_536 });
  });

  it('refuses a port or a domain that cannot be one', () => {
    expect(() => loadConfig({ INBOUND_MAIL_PORT: '70000' }, { repoRoot })).toThrow(/INBOUND_MAIL_PORT must be between/);
    expect(() => loadConfig({ INBOUND_MAIL_PORT: 'smtp' }, { repoRoot })).toThrow(/INBOUND_MAIL_PORT must be a whole/);
    expect(() => loadConfig({ INBOUND_MAIL_DOMAIN: 'not a domain' }, { repoRoot })).toThrow(
      /INBOUND_MAIL_DOMAIN must be a domain name/,
    );
  });

  it('opens no endpoint in production unless a port is set, and then only with its own domain', () => {
    expect(loadConfig(PRODUCTION, { repoRoot }).inboundMail.port).toBeNull();
    expect(() => loadConfig({ ...PRODUCTION, INBOUND_MAIL_PORT: '25' }, { repoRoot })).toThrow(
      /INBOUND_MAIL_DOMAIN must be set in the environment when INBOUND_MAIL_PORT is/,
    );
    expect(
      loadConfig({ ...PRODUCTION, INBOUND_MAIL_PORT: '25', INBOUND_MAIL_DOMAIN: 'replies.example.com' }, { repoRoot })
        .inboundMail,
    ).toMatchObject({ port: 25, domain: 'replies.example.com' });
  });
});
