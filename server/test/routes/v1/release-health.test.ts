import { parseResponse, releaseHealthResponseSchema, type ReleaseHealthGroup } from '@beacon/validation';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

import {
  buildTestApp,
  createTestDatabase,
  ENGINES,
  json,
  loginTokens,
  MEMBERS,
  RELEASE_HEALTH_TOKEN,
  TestClock,
  type TestDatabase,
} from '../../helper';

// POST /v1/release-health and GET /v1/release-health/{remote} (issue 60): batches from browsers, signed in or not, known
// by the device cookie and kept under a keyed hash; the figures per version and cohort for the operator's token.

const group = (overrides: Partial<ReleaseHealthGroup> = {}): ReleaseHealthGroup => ({
  remote: 'search',
  version: '1.1.0',
  cohort: 'canary',
  views: 3,
  loadFailures: 0,
  renderErrors: 1,
  runtimeErrors: 0,
  apiRequests: 10,
  apiFailures: 2,
  lcpMs: [1200],
  inpMs: [],
  ...overrides,
});

describe.each(ENGINES)('release health on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = new TestClock(Date.parse('2026-12-07T12:00:00.000Z'));

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database, {
      clock: clock.read,
      config: {
        releaseHealth: { token: RELEASE_HEALTH_TOKEN, rateLimit: { max: 3, windowMs: 60_000 }, retentionDays: 14 },
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });
  beforeEach(async () => {
    await app.db.deleteFrom('release_health_groups').execute();
    // a fresh rate-limit window for every test (the counters are kept in memory between syncs, too)
    clock.advance(61_000);
  });

  /** A beacon: no app headers, the device in its cookie, the body as JSON in text/plain (sendBeacon of a string). */
  const beacon = (payload: unknown, device = 'device-a', headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/v1/release-health',
      headers: { 'content-type': 'text/plain;charset=UTF-8', cookie: `other=1; beacon-device=${device}`, ...headers },
      payload: JSON.stringify(payload),
    });

  const read = (remote: string, since: string, authorization = `Bearer ${RELEASE_HEALTH_TOKEN}`) =>
    app.inject({
      method: 'GET',
      url: `/v1/release-health/${remote}?since=${encodeURIComponent(since)}`,
      headers: { authorization },
    });

  const figures = (response: LightMyRequestResponse) =>
    parseResponse(releaseHealthResponseSchema, json(response), 'GET /v1/release-health/{remote}');

  it('stores a beacon with 204 and keeps only a hash of the device', async () => {
    const response = await beacon({
      groups: [group(), group({ remote: 'reports', version: '2.0.0', cohort: 'stable' })],
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const rows = await app.db.selectFrom('release_health_groups').selectAll().orderBy('id').execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      remote: 'search',
      version: '1.1.0',
      cohort: 'canary',
      views: 3,
      render_errors: 1,
      api_requests: 10,
      api_failures: 2,
      received_at: clock.now,
    });
    expect(JSON.parse(rows[0]!.lcp_ms)).toEqual([1200]);
    expect(rows[0]!.device_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain('device-a');
    expect(rows[1]!.device_hash).toBe(rows[0]!.device_hash);
  });

  it("takes a signed-in member's keepalive fetch by its Device-Id header, and refuses a batch without a device", async () => {
    const token = (await loginTokens(app, MEMBERS.premium)).accessToken;
    const fetched = await app.inject({
      method: 'POST',
      url: '/v1/release-health',
      headers: { 'content-type': 'application/json', 'device-id': 'device-b', authorization: `Bearer ${token}` },
      payload: JSON.stringify({ groups: [group()] }),
    });
    expect(fetched.statusCode).toBe(204);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/v1/release-health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ groups: [group()] }),
    });
    expect(anonymous.statusCode).toBe(400);
    const notJson = await app.inject({
      method: 'POST',
      url: '/v1/release-health',
      headers: { 'content-type': 'text/plain', cookie: 'beacon-device=device-b' },
      payload: 'views=3',
    });
    expect(notJson.statusCode).toBe(400);
    expect(json(notJson).message).toBe('The request body must be JSON');
    expect(json(anonymous).message).toMatch(/beacon-device cookie/);
    expect(await app.db.selectFrom('release_health_groups').selectAll().execute()).toHaveLength(1);
  });

  it.each([
    ['no group', { groups: [] }, 'groups must hold at least one group'],
    ['13 groups', { groups: Array.from({ length: 13 }, () => group()) }, 'groups must hold at most 12 groups'],
    ['another cohort', { groups: [group({ cohort: 'beta' as 'stable' })] }, expect.stringMatching(/cohort must be/)],
    ['a path as version', { groups: [group({ version: '../x' })] }, expect.stringMatching(/not a release version/)],
    ['a count over the cap', { groups: [group({ views: 1_001 })] }, expect.stringMatching(/must be at most 1000/)],
    ['a URL', { groups: [{ ...group(), url: '/dashboard/search?firstName=Jane' }] }, expect.stringMatching(/unknown/)],
  ])('refuses a batch with %s (400) and stores nothing', async (_case, payload, message) => {
    const response = await beacon(payload);
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toEqual(message);
    expect(await app.db.selectFrom('release_health_groups').selectAll().execute()).toHaveLength(0);
  });

  it('limits the batches per device, not per address', async () => {
    for (let index = 0; index < 3; index += 1) expect((await beacon({ groups: [group()] })).statusCode).toBe(204);
    const over = await beacon({ groups: [group()] });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    // another device behind the same address still reports
    expect((await beacon({ groups: [group()] }, 'device-c')).statusCode).toBe(204);
    // the rate-limit counters hold the hash too, never the id
    expect(JSON.stringify(await app.db.selectFrom('rate_limits').selectAll().execute())).not.toContain('device-a');
  });

  it('gives the figures per version and cohort of the window to the operator token, on the contract', async () => {
    await beacon({ groups: [group(), group({ version: '1.0.0', cohort: 'stable', lcpMs: [900], inpMs: [80] })] });
    clock.advance(1_000);
    await beacon({ groups: [group({ views: 2, apiFailures: 0, lcpMs: [1500], inpMs: [200] })] });
    await beacon({ groups: [group({ views: 1, lcpMs: [] })] }, 'device-d');
    await beacon({ groups: [group({ remote: 'reports', version: '2.0.0', cohort: 'stable' })] });
    const lastAt = clock.now;
    clock.advance(5_000);

    const response = await read('search', '2026-12-07T11:00:00Z');
    expect(response.statusCode).toBe(200);
    const body = figures(response);
    expect(body).toEqual({
      remote: 'search',
      since: '2026-12-07T11:00:00.000Z',
      asOf: new Date(clock.now).toISOString(),
      lastReceivedAt: new Date(lastAt).toISOString(),
      versions: [
        {
          version: '1.0.0',
          cohort: 'stable',
          devices: 1,
          views: 3,
          loadFailures: 0,
          renderErrors: 1,
          runtimeErrors: 0,
          apiRequests: 10,
          apiFailures: 2,
          lcpMs: [900],
          inpMs: [80],
        },
        {
          version: '1.1.0',
          cohort: 'canary',
          devices: 2,
          views: 6,
          loadFailures: 0,
          renderErrors: 3,
          runtimeErrors: 0,
          apiRequests: 30,
          apiFailures: 4,
          lcpMs: [1200, 1500],
          inpMs: [200],
        },
      ],
    });

    // a window after the last batch: nothing, and no time of a last batch
    const empty = figures(await read('search', new Date(clock.now).toISOString()));
    expect(empty).toMatchObject({ versions: [], lastReceivedAt: null });
  });

  it('refuses the read without the right token (401) and a bad remote or time (400)', async () => {
    expect((await read('search', '2026-12-07T11:00:00Z', '')).statusCode).toBe(401);
    expect((await read('search', '2026-12-07T11:00:00Z', `Bearer ${RELEASE_HEALTH_TOKEN}x`)).statusCode).toBe(401);
    // a member's token is no operator's
    const token = (await loginTokens(app, MEMBERS.premium)).accessToken;
    expect((await read('search', '2026-12-07T11:00:00Z', `Bearer ${token}`)).statusCode).toBe(401);
    expect((await read('Search!', '2026-12-07T11:00:00Z')).statusCode).toBe(400);
    const badTime = await read('search', 'yesterday');
    expect(badTime.statusCode).toBe(400);
    expect(json(badTime).message).toBe('since must be an ISO date-time');
  });

  it('does not serve the figures when no operator token is set (404)', async () => {
    const closed = await buildTestApp(database, {
      seed: false,
      config: { releaseHealth: { token: null, rateLimit: { max: 3, windowMs: 60_000 }, retentionDays: 14 } },
    });
    try {
      const response = await closed.inject({
        method: 'GET',
        url: '/v1/release-health/search?since=2026-12-07T11:00:00Z',
        headers: { authorization: 'Bearer anything' },
      });
      expect(response.statusCode).toBe(404);
      expect(json(response).message).toMatch(/RELEASE_HEALTH_TOKEN is not set/);
    } finally {
      await closed.close();
    }
  });
});
