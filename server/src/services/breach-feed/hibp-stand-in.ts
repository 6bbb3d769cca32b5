import { createHash, randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { MonitoredDataKind } from '@beacon/validation';

import { breachCatalog, breachedPasswords, breachesOf, type BreachEntry } from '../../domain/identity/breach-corpus';
import { normalizeMonitoredValue } from '../../domain/identity/monitored-values';
import {
  SCENARIO_ACCOUNTS,
  SCENARIO_BREACHED_PASSWORDS,
  SCENARIO_BREACHES,
  type StandInBreach,
} from './hibp-stand-in-scenario';

// A local stand-in for Have I Been Pwned (never for production): the part of its API v3 the breach feed adapter
// uses, and the Pwned Passwords range API, on one origin. It speaks HIBP's protocol: the PascalCase breach model,
// the `hibp-api-key` (401 with HIBP's `{statusCode, message}` when missing or wrong) and `user-agent` (403 without)
// headers, `truncateResponse` (names only unless false), `includeUnverified` and `domain`, 404 for an account in no
// breach, 400 for an empty one, a per-key rate limit answering 429 with `retry-after` in seconds, and padded ranges
// (`Add-Padding: true`: at least 800 lines, the padding with a count of 0). `setMode` makes it fail as a provider
// does: 'outage' answers 503 everywhere, 'malformed' 200 with a page that is not the protocol's. Its breaches are
// the synthetic corpus (domain/identity/breach-corpus.ts) of a seed plus a fixed scenario (hibp-stand-in-scenario.ts):
// no real company, no real incident. It lets the adapters be tested, and `pnpm start` run, with no network and no
// key. It holds no one's data, so a production server pointed at it would tell members nothing true: production
// must only ever speak to haveibeenpwned.com and api.pwnedpasswords.com, and the CLI refuses NODE_ENV=production.

export type HibpStandInMode = 'normal' | 'outage' | 'malformed';

export interface HibpStandInOptions {
  /** 0 or absent: any free port */
  port?: number;
  host?: string;
  /** the only `hibp-api-key` accepted */
  apiKey: string;
  /** the seed of the generated corpus; the default is the demo data set's (DEMO_SEED, `beacon-demo`) */
  seed?: string;
  /** requests allowed per key in any window of windowMs (HIBP's smallest plan: 10 a minute); unlimited if absent */
  rateLimit?: { requests: number; windowMs: number };
}

export interface HibpStandIn {
  /** its origin, e.g. http://127.0.0.1:2527: HIBP's API under /api/v3, Pwned Passwords under /range */
  url: string;
  port: number;
  setMode(mode: HibpStandInMode): void;
  /** the requests it has received, whatever their answer */
  requests(): number;
  close(): Promise<void>;
}

export const DEFAULT_STAND_IN_SEED = 'beacon-demo';

const PADDED_MIN_LINES = 800;
const PADDING_EXTRA_MAX = 200;

interface Reply {
  status: number;
  headers?: Record<string, string>;
  /** JSON unless a string; nothing for an empty body (HIBP's 404) */
  body?: unknown;
  contentType?: string;
}

/** HIBP's error body. */
const hibpError = (status: number, message: string, headers?: Record<string, string>): Reply => ({
  status,
  body: { statusCode: status, message },
  ...(headers ? { headers } : {}),
});

// What a provider's edge sends when it is not the API answering: a 200 HTML page, not the protocol
const NOT_THE_PROTOCOL =
  '<!DOCTYPE html><html><head><title>Just a moment...</title></head><body>Checking your browser before accessing ' +
  'the site. This page is the local HIBP stand-in in its "malformed" mode.</body></html>';

function fromCatalog(entry: BreachEntry): StandInBreach {
  const added = `${entry.addedDate}T00:00:00Z`;
  return {
    name: entry.name,
    title: entry.title,
    domain: entry.domain,
    breachDate: entry.breachDate,
    addedDate: added,
    modifiedDate: added,
    pwnCount: entry.pwnCount,
    description: entry.description,
    dataClasses: entry.dataClasses,
    isVerified: entry.isVerified,
    isFabricated: false,
    isSensitive: entry.isSensitive,
    isRetired: false,
    isSpamList: false,
    isMalware: false,
  };
}

/** An account's kind, as HIBP's search tells them apart: an e-mail has an @, a phone number is digits. */
function accountKind(account: string): MonitoredDataKind {
  if (account.includes('@')) return 'email';
  if (/^\+?[\d\s().-]+$/.test(account) && /\d/.test(account)) return 'phone';
  return 'username';
}

const sha1 = (text: string) => createHash('sha1').update(text, 'utf8').digest('hex').toUpperCase();

export async function startHibpStandIn(options: HibpStandInOptions): Promise<HibpStandIn> {
  const seed = options.seed ?? DEFAULT_STAND_IN_SEED;
  const host = options.host ?? '127.0.0.1';
  const catalog = breachCatalog(seed);
  const breaches: StandInBreach[] = [...catalog.map(fromCatalog), ...SCENARIO_BREACHES];
  const byName = new Map(breaches.map((breach) => [breach.name.toLowerCase(), breach]));
  const scenarioOf = new Map(
    SCENARIO_ACCOUNTS.map(({ email, breaches: names }) => [normalizeMonitoredValue('email', email), names]),
  );
  const ranges = new Map<string, Map<string, number>>();
  const passwords = [
    ...breachedPasswords(seed),
    ...SCENARIO_BREACHED_PASSWORDS.map(({ password, count }) => ({ sha1: sha1(password), count })),
  ];
  for (const { sha1: hash, count } of passwords) {
    const prefix = hash.slice(0, 5);
    const range = ranges.get(prefix) ?? new Map<string, number>();
    range.set(hash.slice(5), count);
    ranges.set(prefix, range);
  }

  let mode: HibpStandInMode = 'normal';
  let received = 0;
  const recent = new Map<string, number[]>();
  let origin = '';

  function json(breach: StandInBreach): Record<string, unknown> {
    // HIBP's field order; IsSubscriptionFree and IsStealerLog are newer fields a client must tolerate
    return {
      Name: breach.name,
      Title: breach.title,
      Domain: breach.domain,
      BreachDate: breach.breachDate,
      AddedDate: breach.addedDate,
      ModifiedDate: breach.modifiedDate,
      PwnCount: breach.pwnCount,
      Description: breach.description,
      LogoPath: `${origin}/logos/${encodeURIComponent(breach.name)}.svg`,
      DataClasses: breach.dataClasses,
      IsVerified: breach.isVerified,
      IsFabricated: breach.isFabricated,
      IsSensitive: breach.isSensitive,
      IsRetired: breach.isRetired,
      IsSpamList: breach.isSpamList,
      IsMalware: breach.isMalware,
      IsSubscriptionFree: false,
      IsStealerLog: false,
    };
  }

  /** The wait (seconds) before this key may ask again, or 0 when this request is within its limit (and counted). */
  function rateLimited(key: string): number {
    const limit = options.rateLimit;
    if (!limit) return 0;
    const now = Date.now();
    const times = (recent.get(key) ?? []).filter((time) => time > now - limit.windowMs);
    recent.set(key, times);
    const oldest = times[0];
    if (times.length >= limit.requests && oldest !== undefined) {
      return Math.max(1, Math.ceil((oldest + limit.windowMs - now) / 1000));
    }
    times.push(now);
    return 0;
  }

  function breachedAccount(request: IncomingMessage, account: string, query: URLSearchParams): Reply {
    const key = request.headers['hibp-api-key'];
    if (typeof key !== 'string' || key === '') return hibpError(401, 'Access denied due to missing hibp-api-key.');
    if (key !== options.apiKey) return hibpError(401, 'Access denied due to invalid hibp-api-key.');
    const wait = rateLimited(key);
    if (wait > 0) {
      return hibpError(429, `Rate limit is exceeded. Try again in ${wait} seconds.`, { 'retry-after': String(wait) });
    }
    if (account.trim() === '')
      return hibpError(400, 'Bad request: the account does not comply with an acceptable format.');
    const kind = accountKind(account);
    const normalized = normalizeMonitoredValue(kind, account);
    // an address of the scenario is in its breaches only; any other account in those the corpus draws for it
    const names =
      (kind === 'email' ? scenarioOf.get(normalized) : undefined) ??
      breachesOf(seed, kind, normalized, catalog).flatMap((index) => catalog[index]?.name ?? []);
    const domain = query.get('domain')?.toLowerCase();
    const includeUnverified = query.get('includeUnverified')?.toLowerCase() !== 'false';
    const hits = names
      .flatMap((name) => byName.get(name.toLowerCase()) ?? [])
      // as HIBP: a sensitive or retired breach is never returned by an account search
      .filter((breach) => !breach.isSensitive && !breach.isRetired)
      .filter((breach) => includeUnverified || breach.isVerified)
      .filter((breach) => !domain || breach.domain.toLowerCase() === domain);
    if (!hits.length) return { status: 404 };
    const full = query.get('truncateResponse')?.toLowerCase() === 'false';
    return { status: 200, body: hits.map((breach) => (full ? json(breach) : { Name: breach.name })) };
  }

  function range(request: IncomingMessage, prefix: string): Reply {
    if (!/^[0-9A-Fa-f]{5}$/.test(prefix)) {
      return { status: 400, body: 'The hash prefix was not in a valid format', contentType: 'text/plain' };
    }
    const lines = new Map(ranges.get(prefix.toUpperCase()) ?? []);
    if (String(request.headers['add-padding']).toLowerCase() === 'true') {
      const target = PADDED_MIN_LINES + randomInt(PADDING_EXTRA_MAX + 1);
      while (lines.size < target) lines.set(randomBytes(18).toString('hex').slice(0, 35).toUpperCase(), 0);
    }
    const body = [...lines]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([suffix, count]) => `${suffix}:${count}`)
      .join('\r\n');
    return { status: 200, body, contentType: 'text/plain' };
  }

  function logo(name: string): Reply {
    const letter = (name.match(/[A-Za-z0-9]/)?.[0] ?? '?').toUpperCase();
    return {
      status: 200,
      contentType: 'image/svg+xml',
      body:
        '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#5b6b7f"/>' +
        `<text x="32" y="43" font-size="32" text-anchor="middle" fill="#fff">${letter}</text></svg>`,
    };
  }

  function handle(request: IncomingMessage): Reply {
    if (mode === 'outage') return { status: 503, body: 'Service Unavailable', contentType: 'text/plain' };
    if (mode === 'malformed') return { status: 200, body: NOT_THE_PROTOCOL, contentType: 'text/html' };
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    if (request.method !== 'GET') return hibpError(405, 'Method not allowed.');
    const rangeMatch = /^\/range\/([^/]*)$/.exec(path);
    if (rangeMatch) return range(request, rangeMatch[1] ?? '');
    const logoMatch = /^\/logos\/([^/]+)\.svg$/.exec(path);
    if (logoMatch) return logo(decodeURIComponent(logoMatch[1] ?? ''));
    if (!path.startsWith('/api/v3/')) return hibpError(404, 'Not found.');
    // HIBP refuses any API request that does not say who is asking
    if (!request.headers['user-agent']) return hibpError(403, 'Forbidden: a user-agent header is required.');
    if (path === '/api/v3/breaches') {
      const domain = url.searchParams.get('domain')?.toLowerCase();
      return { status: 200, body: breaches.filter((breach) => !domain || breach.domain === domain).map(json) };
    }
    const breachMatch = /^\/api\/v3\/breach\/([^/]+)$/.exec(path);
    if (breachMatch) {
      const breach = byName.get(decodeURIComponent(breachMatch[1] ?? '').toLowerCase());
      return breach ? { status: 200, body: json(breach) } : { status: 404 };
    }
    const accountMatch = /^\/api\/v3\/breachedaccount\/([^/]*)$/.exec(path);
    if (accountMatch) return breachedAccount(request, decodeURIComponent(accountMatch[1] ?? ''), url.searchParams);
    return hibpError(404, 'Not found.');
  }

  function send(response: ServerResponse, reply: Reply): void {
    const headers: Record<string, string> = { ...reply.headers };
    let body = '';
    if (typeof reply.body === 'string') {
      body = reply.body;
      headers['content-type'] = `${reply.contentType ?? 'text/plain'}; charset=utf-8`;
    } else if (reply.body !== undefined) {
      body = JSON.stringify(reply.body);
      headers['content-type'] = 'application/json; charset=utf-8';
    }
    response.writeHead(reply.status, headers);
    response.end(body);
  }

  const server = createServer((request, response) => {
    received += 1;
    // a request is answered once it is read, as a real server would (a GET has no body, but a client may send one)
    request.resume();
    request.on('end', () => {
      try {
        send(response, handle(request));
      } catch {
        // a malformed escape in the path (decodeURIComponent) and the like: HIBP's answer to a bad request
        send(response, hibpError(400, 'Bad request.'));
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const port = (server.address() as AddressInfo).port;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  origin = `http://${shownHost}:${port}`;
  return {
    url: origin,
    port,
    setMode: (next) => {
      mode = next;
    },
    requests: () => received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // keep-alive connections of a client would hold close() open
        server.closeAllConnections();
      }),
  };
}
