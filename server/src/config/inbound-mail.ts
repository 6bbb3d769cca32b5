import type { InboundMailConfig, RuntimeEnv } from '../config';
import { ConfigError, type Env } from './config-error';
import { readInt } from './env-readers';

/** The local default port of the inbound endpoint (what `pnpm start` runs and the stand-in sites send to). */
export const DEFAULT_INBOUND_MAIL_PORT = 2535;
/** The local default domain of reply addresses; a .test domain receives no mail from the Internet. */
export const DEFAULT_INBOUND_MAIL_DOMAIN = 'inbound.beacon.test';

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/**
 * The inbound SMTP endpoint of removal replies (issue 59): INBOUND_MAIL_PORT (default 2535 outside production, none in
 * production unless set; "off" = none; 0 = any free port, for tests), INBOUND_MAIL_HOST (default loopback),
 * INBOUND_MAIL_DOMAIN (the domain of reply addresses, the only one it accepts mail for) and INBOUND_MAIL_MAX_BYTES.
 */
export function readInboundMail(env: Env, runtime: RuntimeEnv): InboundMailConfig {
  const rawPort = env.INBOUND_MAIL_PORT?.trim() ?? '';
  const port = /^off$/i.test(rawPort)
    ? null
    : rawPort === ''
      ? runtime === 'production'
        ? null
        : DEFAULT_INBOUND_MAIL_PORT
      : readInt(env, 'INBOUND_MAIL_PORT', DEFAULT_INBOUND_MAIL_PORT, 0, 65_535);
  const domain = (env.INBOUND_MAIL_DOMAIN?.trim() || DEFAULT_INBOUND_MAIL_DOMAIN).toLowerCase();
  if (!DOMAIN.test(domain)) throw new ConfigError(`INBOUND_MAIL_DOMAIN must be a domain name, got "${domain}"`);
  return {
    port,
    host: env.INBOUND_MAIL_HOST?.trim() || '127.0.0.1',
    domain,
    // a reply is a few kilobytes; room for a broker that attaches a scanned letter
    maxBytes: readInt(env, 'INBOUND_MAIL_MAX_BYTES', 5 * 1024 * 1024, 16 * 1024, 50 * 1024 * 1024),
  };
}
