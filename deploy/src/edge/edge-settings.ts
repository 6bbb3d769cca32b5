import { isIP } from 'node:net';

import { isMapStyleUrl } from '@beacon/platform';

import { DeployError } from '../deploy-error';

export interface EdgeSettings {
  /**
   * Addresses and CIDR ranges of the load balancers in front of the edge. Only a request whose direct peer is one
   * of them has its X-Forwarded-For read; empty = the socket address is the client.
   */
  trustedProxies: string[];
  /**
   * MAP_STYLE_URL: the MapLibre style of the deployment's tile provider, handed to the browser in /federation.json's
   * settings (`mapStyleUrl`); unset, the maps draw the offline default from packaged open data.
   */
  mapStyleUrl?: string;
  /**
   * EDGE_RELEASE_SET_MAX_AGE_MINUTES (default 30): how long a browser session keeps the versions it started with
   * after a promote or rollback (session-release-set.ts); 0 turns the keeping off.
   */
  releaseSetMaxAgeMs?: number;
}

const MAX_RELEASE_SET_MINUTES = 24 * 60;

function releaseSetMaxAge(env: NodeJS.ProcessEnv): { releaseSetMaxAgeMs?: number } {
  const raw = env['EDGE_RELEASE_SET_MAX_AGE_MINUTES']?.trim();
  if (!raw) return {};
  if (!/^\d+$/.test(raw) || Number(raw) > MAX_RELEASE_SET_MINUTES) {
    throw new DeployError(
      `EDGE_RELEASE_SET_MAX_AGE_MINUTES must be a whole number of minutes from 0 to ${MAX_RELEASE_SET_MINUTES}, got: ${raw}`,
    );
  }
  return { releaseSetMaxAgeMs: Number(raw) * 60_000 };
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** The edge's own settings from the environment (README "The edge behind a load balancer"). */
export function edgeSettings(env: NodeJS.ProcessEnv = process.env): EdgeSettings {
  // The old switch trusted every peer, which let any client choose its address: refuse it rather than drop it
  // silently (every client would then look like the load balancer).
  if (env['EDGE_TRUST_PROXY'] !== undefined) {
    throw new DeployError(
      'EDGE_TRUST_PROXY is gone: list the load balancers in EDGE_TRUSTED_PROXIES (addresses or CIDR ranges)',
    );
  }
  const trustedProxies = (env['EDGE_TRUSTED_PROXIES'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = trustedProxies.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length) {
    throw new DeployError(
      `EDGE_TRUSTED_PROXIES must list IP addresses or CIDR ranges (e.g. 10.0.0.0/8,192.0.2.10), got: ${invalid.join(', ')}`,
    );
  }
  const releaseSet = releaseSetMaxAge(env);
  const mapStyleUrl = env['MAP_STYLE_URL']?.trim();
  if (!mapStyleUrl) return { trustedProxies, ...releaseSet };
  if (!isMapStyleUrl(mapStyleUrl)) {
    throw new DeployError(`MAP_STYLE_URL must be an http(s) URL of a MapLibre style, got: ${mapStyleUrl}`);
  }
  return { trustedProxies, mapStyleUrl, ...releaseSet };
}
