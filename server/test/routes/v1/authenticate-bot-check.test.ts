import type { FastifyInstance } from 'fastify';

import {
  buildTestApp,
  createTestDatabase,
  DEMO_PASSWORD,
  ENGINES,
  inject,
  json,
  login,
  MEMBERS,
  TestClock,
  type TestDatabase,
} from '../../helper';

const BOT_CHECK_FAILED = 'The bot check failed. Please try again.';

// Issue 13 point 4: a failed bot check costs the attacker no proof of work, so it has its own cheap per-IP limit and
// never feeds the login throttle of an account or of an address.
describe.each(ENGINES)('POST /v1/authenticate: failed bot checks on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = new TestClock();
  const limit = { max: 3, windowMs: 10_000 };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database, { clock: clock.read, config: { botCheckFailureLimit: limit } });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });
  beforeEach(async () => {
    clock.now = Date.now();
    await app.db.deleteFrom('login_throttle').execute();
    await app.db.deleteFrom('rate_limits').execute();
  });

  const unsolved = (email: string, ip: string, recaptchaResponse = 'not-a-solved-challenge') =>
    inject(app, {
      method: 'POST',
      url: '/v1/authenticate',
      headers: { 'x-forwarded-for': ip },
      payload: { email, password: DEMO_PASSWORD, recaptchaResponse },
    });

  it('never counts a failed bot check toward the login throttle of the account or the address', async () => {
    // Many more failures than the login throttle allows per account (5) and per IP (20), each from its own address
    // (so the bot-check limit is not what is tested here), and as many from one address as its limit lets through.
    for (let i = 0; i < 30; i += 1) {
      expect((await unsolved(MEMBERS.guardian, `198.51.100.${i}`)).statusCode).toBe(400);
    }
    for (let i = 0; i < limit.max; i += 1)
      expect((await unsolved(MEMBERS.guardian, '192.0.2.80')).statusCode).toBe(400);
    expect(await app.db.selectFrom('login_throttle').selectAll().execute()).toEqual([]);
    expect((await login(app, MEMBERS.guardian, DEMO_PASSWORD, { 'x-forwarded-for': '198.51.100.0' })).statusCode).toBe(
      200,
    );
  });

  it('leaves an address free to sign in once its failed bot checks are out of their window', async () => {
    // Behind one address (a campus, a carrier NAT) an attacker failing bot checks at the pace the limit allows must not
    // lock everyone out: counted by the login throttle, 27 failures within its hour would block the address for long.
    const shared = '203.0.113.50';
    for (let round = 0; round < 9; round += 1) {
      for (let i = 0; i < limit.max; i += 1)
        expect((await unsolved(`victim${i}@demo.beacon.test`, shared)).statusCode).toBe(400);
      clock.advance(limit.windowMs + 1);
    }
    expect((await login(app, MEMBERS.identity, DEMO_PASSWORD, { 'x-forwarded-for': shared })).statusCode).toBe(200);
  });

  it('refuses a failed bot check before looking at the account: a throttled account is not revealed', async () => {
    for (let i = 0; i < 6; i += 1) {
      expect((await login(app, MEMBERS.premium, 'wrong', { 'x-forwarded-for': '198.51.100.200' })).statusCode).toBe(
        401,
      );
    }
    expect((await login(app, MEMBERS.premium, DEMO_PASSWORD, { 'x-forwarded-for': '198.51.100.201' })).statusCode).toBe(
      429,
    );
    for (const email of [MEMBERS.premium, 'nobody@demo.beacon.test']) {
      const response = await unsolved(email, '198.51.100.202');
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ message: BOT_CHECK_FAILED, statusCode: 400 });
    }
  });

  it('limits failed bot checks per address: 429 past the limit, even for a solved challenge, until the window ends', async () => {
    const attacker = '192.0.2.66';
    for (let i = 0; i < limit.max; i += 1) expect((await unsolved(MEMBERS.darkWeb, attacker)).statusCode).toBe(400);
    const limited = await unsolved(MEMBERS.darkWeb, attacker);
    expect(limited.statusCode).toBe(429);
    expect(json(limited).message).toBe('Too many failed bot checks. Please try again in 10 seconds.');
    expect(limited.headers['retry-after']).toBe('10');
    expect((await login(app, MEMBERS.darkWeb, DEMO_PASSWORD, { 'x-forwarded-for': attacker })).statusCode).toBe(429);

    // another address and the account itself are not affected
    expect((await login(app, MEMBERS.darkWeb, DEMO_PASSWORD, { 'x-forwarded-for': '192.0.2.67' })).statusCode).toBe(
      200,
    );
    clock.advance(limit.windowMs + 1);
    expect((await login(app, MEMBERS.darkWeb, DEMO_PASSWORD, { 'x-forwarded-for': attacker })).statusCode).toBe(200);
  });

  it('shares the count between instances', async () => {
    const second = await buildTestApp(database, {
      clock: clock.read,
      seed: false,
      config: { botCheckFailureLimit: limit },
    });
    try {
      const attacker = '192.0.2.99';
      for (let i = 0; i < limit.max; i += 1) expect((await unsolved(MEMBERS.darkWeb, attacker)).statusCode).toBe(400);
      const fromSecond = await inject(second, {
        method: 'POST',
        url: '/v1/authenticate',
        headers: { 'x-forwarded-for': attacker },
        payload: { email: MEMBERS.darkWeb, password: DEMO_PASSWORD, recaptchaResponse: 'x' },
      });
      expect(fromSecond.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
