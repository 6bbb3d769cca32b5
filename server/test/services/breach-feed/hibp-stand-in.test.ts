import { DEMO_PROFILES } from '../../../src/domain/demo-profiles';
import { startHibpStandIn, type HibpStandIn } from '../../../src/services/breach-feed/hibp-stand-in';
import { BREACHED_MEMBER_EMAIL, UNBREACHED_EMAIL } from '../../../src/services/breach-feed/hibp-stand-in-scenario';

// The stand-in in HIBP's own wire format, spoken to directly rather than through the adapter, so what the adapter
// is given is pinned down: the headers HIBP requires, its error bodies, its query parameters, its fixed scenario
// and padded password ranges.

const KEY = 'hibp-stand-in-key';

describe('the HIBP stand-in', () => {
  let standIn: HibpStandIn;

  beforeAll(async () => {
    standIn = await startHibpStandIn({ apiKey: KEY });
  });
  afterAll(async () => standIn.close());
  afterEach(() => standIn.setMode('normal'));

  async function get(path: string, headers: Record<string, string> = { 'hibp-api-key': KEY, 'user-agent': 'tests' }) {
    const response = await fetch(`${standIn.url}${path}`, { headers });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text };
  }

  const account = (address: string, query = '') => `/api/v3/breachedaccount/${encodeURIComponent(address)}${query}`;
  const json = (text: string): unknown => JSON.parse(text);

  it('refuses a missing or wrong key with 401 and a missing user agent with 403, in HIBP error bodies', async () => {
    const missing = await get(account(BREACHED_MEMBER_EMAIL), { 'user-agent': 'tests' });
    expect(missing.status).toBe(401);
    expect(json(missing.text)).toEqual({ statusCode: 401, message: expect.stringContaining('hibp-api-key') });
    const wrong = await get(account(BREACHED_MEMBER_EMAIL), { 'hibp-api-key': 'nope', 'user-agent': 'tests' });
    expect(wrong.status).toBe(401);
    const noAgent = await get(account(BREACHED_MEMBER_EMAIL), { 'hibp-api-key': KEY, 'user-agent': '' });
    expect(noAgent.status).toBe(403);
    expect(json(noAgent.text)).toMatchObject({ statusCode: 403 });
  });

  it('answers names only unless truncateResponse=false, and filters by includeUnverified and domain', async () => {
    const names = await get(account(BREACHED_MEMBER_EMAIL));
    expect(names.status).toBe(200);
    expect(names.headers.get('content-type')).toMatch(/^application\/json/);
    // the sensitive breach that also holds the address is never returned by an account search
    expect(json(names.text)).toEqual([{ Name: 'StandInForum' }, { Name: 'StandInShop' }]);
    const full = json((await get(account(BREACHED_MEMBER_EMAIL, '?truncateResponse=false'))).text);
    expect(full).toEqual([
      expect.objectContaining({
        Name: 'StandInForum',
        IsVerified: true,
        DataClasses: expect.arrayContaining(['Passwords']),
      }),
      expect.objectContaining({ Name: 'StandInShop', IsVerified: false, Domain: 'stand-in-shop.example' }),
    ]);
    expect(json((await get(account(BREACHED_MEMBER_EMAIL, '?includeUnverified=false'))).text)).toEqual([
      { Name: 'StandInForum' },
    ]);
    expect(json((await get(account(BREACHED_MEMBER_EMAIL, '?domain=stand-in-shop.example'))).text)).toEqual([
      { Name: 'StandInShop' },
    ]);
  });

  it('answers 404 with no body for an account in no breach, and 400 for an empty one', async () => {
    const none = await get(account(UNBREACHED_EMAIL));
    expect(none).toMatchObject({ status: 404, text: '' });
    expect((await get(account(''))).status).toBe(400);
  });

  it("puts the demo members' addresses in two breaches each", async () => {
    for (const profile of DEMO_PROFILES) {
      const breaches = json((await get(account(profile.email))).text);
      expect(breaches).toEqual([{ Name: 'StandInForum' }, { Name: 'StandInFitness' }]);
    }
    expect(DEMO_PROFILES.map((profile) => profile.email)).toEqual(
      expect.arrayContaining(['dark-web@demo.beacon.test', 'identity@demo.beacon.test']),
    );
  });

  it('serves a breach by name, case-insensitively, and 404 for an unknown one', async () => {
    const breach = await get('/api/v3/breach/standinshop', { 'user-agent': 'tests' });
    expect(json(breach.text)).toMatchObject({ Name: 'StandInShop', IsVerified: false });
    expect((await get('/api/v3/breach/NoSuchBreach', { 'user-agent': 'tests' })).status).toBe(404);
  });

  it('pads a range to 800 lines or more with suffixes of count 0 when asked', async () => {
    const padded = await get('/range/5BAA6', { 'add-padding': 'true' });
    const lines = padded.text.split('\r\n');
    expect(lines.length).toBeGreaterThanOrEqual(800);
    expect(lines.length).toBeLessThanOrEqual(1_000);
    for (const line of lines) expect(line).toMatch(/^[0-9A-F]{35}:\d+$/);
    expect(lines).toContain('1E4C9B93F3F0682250B6CF8331B7EE68FD8:9545824');
    const plain = (await get('/range/5baa6', {})).text.split('\r\n');
    expect(plain).toContain('1E4C9B93F3F0682250B6CF8331B7EE68FD8:9545824');
    expect(plain.every((line) => !line.endsWith(':0'))).toBe(true);
    expect((await get('/range/5BAA', {})).status).toBe(400);
  });

  it('answers 503 everywhere in an outage and a page that is not the protocol when malformed', async () => {
    standIn.setMode('outage');
    expect((await get(account(BREACHED_MEMBER_EMAIL))).status).toBe(503);
    expect((await get('/range/5BAA6', {})).status).toBe(503);
    standIn.setMode('malformed');
    const page = await get(account(BREACHED_MEMBER_EMAIL));
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/^<!DOCTYPE html>/);
  });

  it('limits each key to its requests per window, answering 429 with retry-after in seconds', async () => {
    const limited = await startHibpStandIn({ apiKey: KEY, rateLimit: { requests: 2, windowMs: 60_000 } });
    try {
      const ask = () =>
        fetch(`${limited.url}${account(BREACHED_MEMBER_EMAIL)}`, {
          headers: { 'hibp-api-key': KEY, 'user-agent': 't' },
        });
      expect((await ask()).status).toBe(200);
      expect((await ask()).status).toBe(200);
      const refused = await ask();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ statusCode: 429 });
      expect(limited.requests()).toBe(3);
    } finally {
      await limited.close();
    }
  });
});
