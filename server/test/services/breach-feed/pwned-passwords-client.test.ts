import { createHash } from 'node:crypto';

import { timesBreached } from '../../../src/domain/identity/pwned-passwords';
import { BreachFeedError, type BreachFeedFailure } from '../../../src/services/breach-feed/breach-feed';
import { startHibpStandIn, type HibpStandIn } from '../../../src/services/breach-feed/hibp-stand-in';
import { SCENARIO_BREACHED_PASSWORDS } from '../../../src/services/breach-feed/hibp-stand-in-scenario';
import {
  createPwnedPasswordsClient,
  type PwnedPasswordsClientOptions,
} from '../../../src/services/breach-feed/pwned-passwords-client';

// The Pwned Passwords client against the local stand-in's range API, on 127.0.0.1 only: a padded range read
// without its padding, the headers it sends, and its failures as the breach feed's errors.

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex').toUpperCase();

async function expectFailure(promise: Promise<unknown>, failure: BreachFeedFailure): Promise<BreachFeedError> {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof BreachFeedError)) throw error;
    expect(error.failure).toBe(failure);
    return error;
  }
  throw new Error('expected a BreachFeedError');
}

describe('the Pwned Passwords client', () => {
  let standIn: HibpStandIn;

  beforeAll(async () => {
    standIn = await startHibpStandIn({ apiKey: 'unused-by-ranges' });
  });
  afterAll(async () => standIn.close());
  afterEach(() => standIn.setMode('normal'));

  const client = (options: Partial<PwnedPasswordsClientOptions> = {}) =>
    createPwnedPasswordsClient({ baseUrl: standIn.url, userAgent: 'Beacon-tests', timeoutMs: 5_000, ...options });

  it('reads a range with the padding dropped, suffixes upper case', async () => {
    const hash = sha1('password');
    const range = await client().passwordRange(hash.slice(0, 5).toLowerCase());
    expect(range).toContainEqual({ suffix: hash.slice(5), count: 9_545_824 });
    // the stand-in pads to 800 lines or more; none of the padding (count 0) is left
    expect(range.length).toBeLessThan(800);
    for (const entry of range) {
      expect(entry.count).toBeGreaterThan(0);
      expect(entry.suffix).toMatch(/^[0-9A-F]{35}$/);
    }
  });

  it("tells how often the scenario's passwords were breached, and 0 for a strong one", async () => {
    for (const { password, count } of SCENARIO_BREACHED_PASSWORDS) {
      expect(await timesBreached(password, client())).toBe(count);
    }
    expect(await timesBreached('correct horse battery staple 8e1f', client())).toBe(0);
  });

  it('asks for padding, with its user agent, by the prefix alone', async () => {
    const requests: Array<{ url: URL; headers: Headers }> = [];
    const recording: typeof fetch = (input, init) => {
      requests.push({ url: new URL(String(input)), headers: new Headers(init?.headers) });
      return fetch(input, init);
    };
    await client({ fetch: recording }).passwordRange('5baa6');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url.pathname).toBe('/range/5BAA6');
    expect(requests[0]?.headers.get('add-padding')).toBe('true');
    expect(requests[0]?.headers.get('user-agent')).toBe('Beacon-tests');
  });

  it('refuses a prefix that is not 5 hexadecimal characters without asking', async () => {
    await expect(client().passwordRange('5BAA')).rejects.toThrow(RangeError);
    await expect(client().passwordRange('5BAAG')).rejects.toThrow(RangeError);
  });

  it('reports a 503 and a closed port as an outage', async () => {
    standIn.setMode('outage');
    await expectFailure(client().passwordRange('5BAA6'), 'outage');
    const closed = await startHibpStandIn({ apiKey: 'k' });
    await closed.close();
    await expectFailure(client({ baseUrl: closed.url }).passwordRange('5BAA6'), 'outage');
  });

  it('reports an answer that is not SUFFIX:COUNT lines as malformed', async () => {
    standIn.setMode('malformed');
    await expectFailure(client().passwordRange('5BAA6'), 'malformed');
  });

  it('reports a 429 as rate_limited with its retry-after', async () => {
    const limited: typeof fetch = async () => new Response('', { status: 429, headers: { 'retry-after': '30' } });
    const error = await expectFailure(
      client({ baseUrl: 'http://127.0.0.1:9', fetch: limited }).passwordRange('5BAA6'),
      'rate_limited',
    );
    expect(error.retryAfterSeconds).toBe(30);
  });
});
