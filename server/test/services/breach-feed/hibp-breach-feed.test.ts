import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { BreachFeedError, type BreachFeedFailure } from '../../../src/services/breach-feed/breach-feed';
import { createHibpBreachFeed, type HibpBreachFeedOptions } from '../../../src/services/breach-feed/hibp-breach-feed';
import { startHibpStandIn, type HibpStandIn } from '../../../src/services/breach-feed/hibp-stand-in';
import {
  BREACHED_MEMBER_EMAIL,
  SCENARIO_BREACHES,
  UNBREACHED_EMAIL,
} from '../../../src/services/breach-feed/hibp-stand-in-scenario';

// The HIBP adapter against the local stand-in, which speaks HIBP's API v3 (its headers, query, status codes and
// breach model), on 127.0.0.1 only: what a breached account answers field for field, an account in no breach, a
// refused key, rate limits waited out or handed back, an outage and an answer that is not the protocol's.

const KEY = 'hibp-test-key';
const USER_AGENT = 'Beacon-tests';

/** A fetch that notes what was asked, then asks it. */
function recordingFetch() {
  const requests: Array<{ url: URL; headers: Headers }> = [];
  const fetchFn: typeof fetch = (input, init) => {
    requests.push({ url: new URL(String(input)), headers: new Headers(init?.headers) });
    return fetch(input, init);
  };
  return { requests, fetchFn };
}

async function failureOf(promise: Promise<unknown>): Promise<BreachFeedError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BreachFeedError) return error;
    throw error;
  }
  throw new Error('expected a BreachFeedError');
}

async function expectFailure(promise: Promise<unknown>, failure: BreachFeedFailure): Promise<BreachFeedError> {
  const error = await failureOf(promise);
  expect(error.failure).toBe(failure);
  // neither the account nor the key is ever part of a message
  expect(error.message).not.toContain(BREACHED_MEMBER_EMAIL);
  expect(error.message).not.toContain('breached.member');
  expect(error.message).not.toContain(KEY);
  return error;
}

describe('the HIBP breach feed', () => {
  let standIn: HibpStandIn;

  beforeAll(async () => {
    standIn = await startHibpStandIn({ apiKey: KEY });
  });
  afterAll(async () => standIn.close());
  afterEach(() => standIn.setMode('normal'));

  const feed = (options: Partial<HibpBreachFeedOptions> = {}) =>
    createHibpBreachFeed({
      baseUrl: `${standIn.url}/api/v3`,
      apiKey: KEY,
      userAgent: USER_AGENT,
      timeoutMs: 5_000,
      maxRetryWaitSeconds: 2,
      ...options,
    });

  it("finds a breached account's breaches with every field of HIBP's model, unverified ones included", async () => {
    const breaches = await feed().breachesOfAccount(BREACHED_MEMBER_EMAIL);
    expect(breaches.map((breach) => breach.name).sort()).toEqual(['StandInForum', 'StandInShop']);
    const forum = breaches.find((breach) => breach.name === 'StandInForum');
    expect(forum).toEqual({
      ...SCENARIO_BREACHES.find((breach) => breach.name === 'StandInForum'),
      logoPath: `${standIn.url}/logos/StandInForum.svg`,
    });
    expect(forum).toMatchObject({ isVerified: true, pwnCount: 1_204_331, addedDate: '2019-08-15T09:12:44Z' });
    expect(forum?.dataClasses).toContain('Passwords');
    expect(breaches.find((breach) => breach.name === 'StandInShop')).toMatchObject({
      title: 'Stand-in Shop',
      domain: 'stand-in-shop.example',
      breachDate: '2021-11-20',
      isVerified: false,
      isSensitive: false,
    });
  });

  it('asks for the full model and unverified breaches, with the key and the user agent', async () => {
    const { requests, fetchFn } = recordingFetch();
    await feed({ fetch: fetchFn }).breachesOfAccount('Breached.Member@Example.com');
    const [request] = requests;
    expect(requests).toHaveLength(1);
    expect(request?.url.pathname).toBe('/api/v3/breachedaccount/Breached.Member%40Example.com');
    expect(request?.url.searchParams.get('truncateResponse')).toBe('false');
    expect(request?.url.searchParams.get('includeUnverified')).toBe('true');
    expect(request?.headers.get('hibp-api-key')).toBe(KEY);
    expect(request?.headers.get('user-agent')).toBe(USER_AGENT);
  });

  it('answers [] for an account in no breach (HIBP 404)', async () => {
    expect(await feed().breachesOfAccount(UNBREACHED_EMAIL)).toEqual([]);
  });

  it('lists every breach of the feed', async () => {
    const breaches = await feed().allBreaches();
    expect(breaches.length).toBeGreaterThan(SCENARIO_BREACHES.length);
    expect(breaches.find((breach) => breach.name === 'StandInDating')).toMatchObject({ isSensitive: true });
    for (const breach of breaches) expect(breach.domain).toMatch(/\.example$/);
  });

  it('refuses a missing or wrong key, and a missing user agent, as unauthorized', async () => {
    await expectFailure(feed({ apiKey: '' }).breachesOfAccount(BREACHED_MEMBER_EMAIL), 'unauthorized');
    await expectFailure(feed({ apiKey: 'not-the-key' }).breachesOfAccount(BREACHED_MEMBER_EMAIL), 'unauthorized');
    await expectFailure(feed({ userAgent: '' }).breachesOfAccount(BREACHED_MEMBER_EMAIL), 'unauthorized');
  });

  it('reports a 503 and a closed port as an outage', async () => {
    standIn.setMode('outage');
    await expectFailure(feed().breachesOfAccount(BREACHED_MEMBER_EMAIL), 'outage');
    await expectFailure(feed().allBreaches(), 'outage');

    const closed = await startHibpStandIn({ apiKey: KEY });
    await closed.close();
    const error = await expectFailure(
      feed({ baseUrl: `${closed.url}/api/v3` }).breachesOfAccount(BREACHED_MEMBER_EMAIL),
      'outage',
    );
    expect(error.message).not.toContain(closed.url);
  });

  it('reports an answer that never comes as an outage', async () => {
    const silent: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      await expectFailure(
        feed({ baseUrl: `http://127.0.0.1:${port}/api/v3`, timeoutMs: 200 }).breachesOfAccount(BREACHED_MEMBER_EMAIL),
        'outage',
      );
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it("reports an answer that is not HIBP's as malformed", async () => {
    standIn.setMode('malformed');
    await expectFailure(feed().breachesOfAccount(BREACHED_MEMBER_EMAIL), 'malformed');
    await expectFailure(feed().allBreaches(), 'malformed');
    // JSON, but not the breach model: a count sent as text
    const wrongShape: typeof fetch = async () =>
      new Response(JSON.stringify([{ Name: 'X', Title: 'X', PwnCount: '12' }]), { status: 200 });
    const error = await expectFailure(feed({ fetch: wrongShape }).allBreaches(), 'malformed');
    expect(error.message).toContain('[0]');
  });
});

describe('the HIBP breach feed under a rate limit', () => {
  it('waits out a short retry-after, then answers', async () => {
    const standIn = await startHibpStandIn({ apiKey: KEY, rateLimit: { requests: 1, windowMs: 1_000 } });
    try {
      const feed = createHibpBreachFeed({
        baseUrl: `${standIn.url}/api/v3`,
        apiKey: KEY,
        userAgent: USER_AGENT,
        timeoutMs: 5_000,
        maxRetryWaitSeconds: 2,
      });
      expect(await feed.breachesOfAccount(BREACHED_MEMBER_EMAIL)).toHaveLength(2);
      // the second search is refused (retry-after: 1), waited out, and asked again (a timer may fire a hair early
      // and meet the limit once more: the second retry is there for that)
      expect(await feed.breachesOfAccount(BREACHED_MEMBER_EMAIL)).toHaveLength(2);
      expect(standIn.requests()).toBeGreaterThanOrEqual(3);
    } finally {
      await standIn.close();
    }
  });

  it('hands a long retry-after back as rate_limited with its seconds', async () => {
    const standIn = await startHibpStandIn({ apiKey: KEY, rateLimit: { requests: 1, windowMs: 120_000 } });
    try {
      const feed = createHibpBreachFeed({
        baseUrl: `${standIn.url}/api/v3`,
        apiKey: KEY,
        userAgent: USER_AGENT,
        timeoutMs: 5_000,
        maxRetryWaitSeconds: 2,
      });
      await feed.breachesOfAccount(BREACHED_MEMBER_EMAIL);
      const error = await expectFailure(feed.breachesOfAccount(BREACHED_MEMBER_EMAIL), 'rate_limited');
      expect(error.retryAfterSeconds).toBeGreaterThan(2);
      expect(error.retryAfterSeconds).toBeLessThanOrEqual(120);
      expect(standIn.requests()).toBe(2);
    } finally {
      await standIn.close();
    }
  });

  it('gives up after two retries', async () => {
    let calls = 0;
    const alwaysLimited: typeof fetch = async () => {
      calls += 1;
      return new Response(JSON.stringify({ statusCode: 429, message: 'Rate limit is exceeded.' }), {
        status: 429,
        headers: { 'retry-after': '0' },
      });
    };
    const feed = createHibpBreachFeed({
      baseUrl: 'http://127.0.0.1:9/api/v3',
      apiKey: KEY,
      userAgent: USER_AGENT,
      timeoutMs: 5_000,
      maxRetryWaitSeconds: 2,
      fetch: alwaysLimited,
    });
    const error = await expectFailure(feed.breachesOfAccount(BREACHED_MEMBER_EMAIL), 'rate_limited');
    expect(error.retryAfterSeconds).toBe(0);
    expect(calls).toBe(3);
  });
});
