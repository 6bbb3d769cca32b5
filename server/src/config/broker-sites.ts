import type { RuntimeEnv } from '../config';
import type { Env } from './config-error';
import { readInt, readUrl } from './env-readers';

// The broker sites Guardian reads and asks through adapters (issue 59). Each site's address is the environment's
// (BROKER_SITE_CLEARRECORDS_URL, …_PEOPLEPATH_URL, …_RECORDHARBOR_URL); outside production they default to the local
// stand-in sites `pnpm start` and the tests run (ports 2531–2533), so a development server never reaches a real
// site. Production has no default: a site without an address has no adapter there. (Replies reach Beacon at
// removals+<reference>@INBOUND_MAIL_DOMAIN: config/inbound-mail.ts.)

export const STAND_IN_SITE_PORTS = { clearrecords: 2531, peoplepath: 2532, recordharbor: 2533 } as const;
export type StandInSiteSlug = keyof typeof STAND_IN_SITE_PORTS;
export const STAND_IN_SITE_SLUGS = Object.keys(STAND_IN_SITE_PORTS) as StandInSiteSlug[];

export interface BrokerSitesConfig {
  /** each configured site's origin (no trailing slash) */
  origins: Partial<Record<StandInSiteSlug, string>>;
  /** how long after a request (or a check that found the listing still there) its listing is checked again */
  checkIntervalMs: number;
  /** the longest an adapter waits for one page or action */
  timeoutMs: number;
  /** Debian's Chromium, which the web-form adapter drives */
  chromiumPath: string;
}

const ENV_NAMES: Record<StandInSiteSlug, string> = {
  clearrecords: 'BROKER_SITE_CLEARRECORDS_URL',
  peoplepath: 'BROKER_SITE_PEOPLEPATH_URL',
  recordharbor: 'BROKER_SITE_RECORDHARBOR_URL',
};

export function readBrokerSites(env: Env, runtime: RuntimeEnv): BrokerSitesConfig {
  const origins: Partial<Record<StandInSiteSlug, string>> = {};
  for (const slug of STAND_IN_SITE_SLUGS) {
    const name = ENV_NAMES[slug];
    const given = env[name];
    if (given) origins[slug] = readUrl(env, name, given).replace(/\/+$/, '');
    else if (runtime !== 'production') origins[slug] = `http://127.0.0.1:${STAND_IN_SITE_PORTS[slug]}`;
  }
  return {
    origins,
    checkIntervalMs: readInt(env, 'GUARDIAN_CHECK_INTERVAL_MS', 24 * 60 * 60 * 1000, 1_000, 30 * 24 * 60 * 60 * 1000),
    timeoutMs: readInt(env, 'BROKER_SITE_TIMEOUT_MS', 20_000, 500, 120_000),
    chromiumPath: env.CHROMIUM_PATH || '/usr/bin/chromium',
  };
}
