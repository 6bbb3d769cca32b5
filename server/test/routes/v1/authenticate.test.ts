import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { FastifyInstance } from 'fastify';
import { decodeJwt, decodeProtectedHeader } from 'jose';

import { hashPassword } from '../../../src/services/passwords';
import {
  buildTestApp,
  createTestDatabase,
  DEMO_PASSWORD,
  ENGINES,
  inject,
  json,
  login,
  MEMBERS,
  solveBotCheck,
  TestClock,
  type TestDatabase,
  type Tokens,
} from '../../helper';

const INVALID_LOGIN = 'Invalid email and/or password';

describe.each(ENGINES)('POST /v1/authenticate on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = new TestClock();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database, { clock: clock.read });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });
  beforeEach(async () => {
    clock.now = Date.now();
    await app.db.deleteFrom('login_throttle').execute();
  });

  describe('e-mail and password', () => {
    it('returns an access token (15 min, HS256, sub/firstName/lastName) and a refresh token', async () => {
      const response = await login(app, MEMBERS.premium);
      expect(response.statusCode).toBe(200);
      const tokens = json<Tokens>(response);
      expect(tokens.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(decodeProtectedHeader(tokens.accessToken).alg).toBe('HS256');
      const claims = decodeJwt(tokens.accessToken);
      expect(claims).toMatchObject({ firstName: 'Peter', lastName: 'Lindqvist' });
      expect(claims.sub).toMatch(/^\d+$/);
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('matches the e-mail case-insensitively', async () => {
      const response = await login(app, '  PREMIUM@Demo.Beacon.TEST ');
      expect(response.statusCode).toBe(200);
    });

    it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
      for (const response of [
        await login(app, MEMBERS.premium, 'not-the-password'),
        await login(app, 'nobody@demo.beacon.test'),
      ]) {
        expect(response.statusCode).toBe(401);
        expect(json(response)).toEqual({ message: INVALID_LOGIN, statusCode: 401 });
      }
    });

    it.each([
      [{}, 'Please enter your email address.'],
      [{ email: MEMBERS.premium, recaptchaResponse: 'x' }, 'Please enter your password.'],
      [{ email: MEMBERS.premium, password: 'x' }, 'Please complete the bot check.'],
      [{ email: 'not-an-email', password: 'x', recaptchaResponse: 'x' }, 'Please Enter Valid Email Address.'],
      [{ email: MEMBERS.premium, password: 12345, recaptchaResponse: 'x' }, 'password must be a string'],
      [
        { email: MEMBERS.premium, password: 'x', recaptchaResponse: 'x', isAdmin: true },
        'Unknown field(s) in the request body: isAdmin',
      ],
      [
        { type: 'google', email: MEMBERS.premium, password: 'x', recaptchaResponse: 'x' },
        'type must be "facebook" or absent',
      ],
      [[], 'The request body must be a JSON object'],
    ])('answers %j with 400 "%s"', async (payload, message) => {
      const response = await inject(app, { method: 'POST', url: '/v1/authenticate', payload });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ message, statusCode: 400 });
    });

    it('refuses a missing, garbled, forged or replayed bot-check payload', async () => {
      const attempt = (recaptchaResponse: string) =>
        inject(app, {
          method: 'POST',
          url: '/v1/authenticate',
          payload: { email: MEMBERS.premium, password: DEMO_PASSWORD, recaptchaResponse },
        });

      const garbled = await attempt('definitely-not-altcha');
      expect(garbled.statusCode).toBe(400);
      expect(json(garbled).message).toBe('The bot check failed. Please try again.');

      const solved = await solveBotCheck(app);
      const decoded = JSON.parse(Buffer.from(solved, 'base64').toString()) as {
        challenge: { parameters: { nonce: string } };
        solution: { counter: number; derivedKey: string };
      };
      const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
      const wrongKey = { ...decoded, solution: { ...decoded.solution, derivedKey: '00'.repeat(32) } };
      expect((await attempt(encode(wrongKey))).statusCode).toBe(400);
      const easier = {
        ...decoded,
        challenge: { ...decoded.challenge, parameters: { ...decoded.challenge.parameters, cost: 0 } },
      };
      expect((await attempt(encode(easier))).statusCode).toBe(400);

      expect((await attempt(solved)).statusCode).toBe(200);
      const replay = await attempt(solved);
      expect(replay.statusCode).toBe(400);
      expect(json(replay).message).toBe('The bot check failed. Please try again.');
    });

    it('upgrades a password hash made with older parameters on the next good login', async () => {
      const account = await app.accounts.findByEmail(MEMBERS.identity);
      const old = await hashPassword(DEMO_PASSWORD, { log2N: 5, r: 8, p: 1 });
      await app.accounts.updatePasswordHash(account!.id, old, Date.now());
      expect((await login(app, MEMBERS.identity)).statusCode).toBe(200);
      const after = await app.accounts.findByEmail(MEMBERS.identity);
      expect(after!.password_hash).not.toBe(old);
      expect(after!.password_hash).toMatch(new RegExp(`^scrypt\\$${app.config.passwordHash.log2N}\\$8\\$1\\$`));
    });
  });

  describe('slowing down repeated failures', () => {
    it('makes an account wait after 5 failures, doubling the wait, then lets the right password in', async () => {
      for (let i = 0; i < 5; i += 1) expect((await login(app, MEMBERS.guardian, 'wrong')).statusCode).toBe(401);
      // the 6th failure sets a 1 s wait
      expect((await login(app, MEMBERS.guardian, 'wrong')).statusCode).toBe(401);
      const blocked = await login(app, MEMBERS.guardian);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBe('1');
      expect(json(blocked).message).toMatch(/Too many failed sign-in attempts/);

      clock.advance(1_001);
      expect((await login(app, MEMBERS.guardian, 'wrong')).statusCode).toBe(401);
      const longer = await login(app, MEMBERS.guardian);
      expect(longer.statusCode).toBe(429);
      expect(longer.headers['retry-after']).toBe('2');

      clock.advance(2_001);
      expect((await login(app, MEMBERS.guardian)).statusCode).toBe(200);
      // success clears the account's counter
      expect((await login(app, MEMBERS.guardian, 'wrong')).statusCode).toBe(401);
      expect((await login(app, MEMBERS.guardian)).statusCode).toBe(200);
    });

    it('never locks out for good: the wait is capped and old failures are forgotten', async () => {
      for (let i = 0; i < 30; i += 1) {
        if (i > 0) clock.advance(61_000); // past the (test) cap of 60 s, so every attempt is counted
        expect((await login(app, MEMBERS.darkWeb, 'wrong', { 'x-forwarded-for': `10.0.0.${i}` })).statusCode).toBe(401);
      }
      const blocked = await login(app, MEMBERS.darkWeb, DEMO_PASSWORD, { 'x-forwarded-for': '10.0.1.1' });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
      clock.advance(60_001);
      expect((await login(app, MEMBERS.darkWeb, DEMO_PASSWORD, { 'x-forwarded-for': '10.0.1.1' })).statusCode).toBe(
        200,
      );
    });

    it('forgets failures older than the window', async () => {
      for (let i = 0; i < 6; i += 1) await login(app, MEMBERS.premium, 'wrong');
      expect((await login(app, MEMBERS.premium)).statusCode).toBe(429);
      clock.advance(app.config.loginThrottle.windowMs + 1);
      // one more failure now starts a fresh count instead of doubling the wait
      expect((await login(app, MEMBERS.premium, 'wrong')).statusCode).toBe(401);
      expect((await login(app, MEMBERS.premium)).statusCode).toBe(200);
    });

    it('slows down one client IP that tries many accounts, not the others', async () => {
      const attacker = { 'x-forwarded-for': '203.0.113.7' };
      for (let i = 0; i < 21; i += 1) {
        expect((await login(app, `victim${i}@demo.beacon.test`, 'guess', attacker)).statusCode).toBe(401);
      }
      expect((await login(app, MEMBERS.dataMonitoring, DEMO_PASSWORD, attacker)).statusCode).toBe(429);
      expect(
        (await login(app, MEMBERS.dataMonitoring, DEMO_PASSWORD, { 'x-forwarded-for': '198.51.100.2' })).statusCode,
      ).toBe(200);
    });

    it('keeps the counters in the database, so a second instance refuses too', async () => {
      const second = await buildTestApp(database, { clock: clock.read, seed: false });
      try {
        for (let i = 0; i < 6; i += 1) expect((await login(app, MEMBERS.personReport, 'wrong')).statusCode).toBe(401);
        expect((await login(second, MEMBERS.personReport)).statusCode).toBe(429);
        clock.advance(1_001);
        expect((await login(second, MEMBERS.personReport)).statusCode).toBe(200);
      } finally {
        await second.close();
      }
    });
  });
});

interface StandIn {
  url: string;
  requests: URL[];
  close(): Promise<void>;
}

/** A local stand-in for the Graph API: tokens "good-<id>" belong to the users below. */
async function startGraphStandIn(appId = '1234'): Promise<StandIn> {
  const users: Record<string, Record<string, string>> = {
    'good-100': { id: '100', email: MEMBERS.guardianFamily, first_name: 'Frank', last_name: 'Moreau' },
    'good-200': { id: '200', email: 'stranger@example.com', first_name: 'Stan', last_name: 'Ger' },
    'good-300': { id: '300', first_name: 'No', last_name: 'Email' },
    'other-app': { id: '400', email: MEMBERS.guardianFamily },
  };
  const requests: URL[] = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    requests.push(url);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/v19.0/me') {
      const token = url.searchParams.get('access_token') ?? '';
      if (token === 'boom') return send(500, { error: 'internal' });
      const user = users[token];
      return user
        ? send(200, user)
        : send(400, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
    }
    if (url.pathname === '/v19.0/debug_token') {
      const token = url.searchParams.get('input_token') ?? '';
      if (token === 'boom') return send(503, { error: 'unavailable' });
      const valid = token in users;
      return send(200, { data: { is_valid: valid, app_id: token === 'other-app' ? '9999' : appId } });
    }
    return send(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v19.0`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(ENGINES)('POST /v1/authenticate type "facebook" on %s', (engine) => {
  let database: TestDatabase;
  let graph: StandIn;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    graph = await startGraphStandIn();
    app = await buildTestApp(database, {
      config: { facebook: { graphBaseUrl: graph.url, appId: '1234', appSecret: 'fb-app-secret', timeoutMs: 2_000 } },
    });
  });
  afterAll(async () => {
    await app.close();
    await graph.close();
    await database.drop();
  });

  const facebookLogin = (accessToken: string) =>
    inject(app, { method: 'POST', url: '/v1/authenticate', payload: { type: 'facebook', accessToken } });

  it('signs in the member whose e-mail Facebook confirms, and links the identity', async () => {
    const response = await facebookLogin('good-100');
    expect(response.statusCode).toBe(200);
    const claims = decodeJwt(json<Tokens>(response).accessToken);
    expect(claims).toMatchObject({ firstName: 'Frank', lastName: 'Moreau' });
    const member = await app.accounts.findByIdentity('facebook', '100');
    expect(member?.email).toBe(MEMBERS.guardianFamily);

    const me = graph.requests.find((url) => url.pathname.endsWith('/me'));
    expect(me?.searchParams.get('fields')).toBe('id,email,first_name,last_name');
    expect(me?.searchParams.get('appsecret_proof')).toMatch(/^[0-9a-f]{64}$/);
    const debug = graph.requests.find((url) => url.pathname.endsWith('/debug_token'));
    expect(debug?.searchParams.get('access_token')).toBe('1234|fb-app-secret');
  });

  it('refuses a token Facebook rejects, one issued to another app, and people who are not members', async () => {
    for (const token of ['expired-token', 'other-app', 'good-200', 'good-300']) {
      const response = await facebookLogin(token);
      expect(response.statusCode).toBe(401);
      expect(json(response).message).toBe(INVALID_LOGIN);
    }
  });

  it('answers 502 with the generic message when the Graph API fails', async () => {
    const response = await facebookLogin('boom');
    expect(response.statusCode).toBe(502);
    expect(json(response)).toEqual({ message: 'Something went wrong, please try again', statusCode: 502 });
  });

  it('needs the access token', async () => {
    const response = await inject(app, { method: 'POST', url: '/v1/authenticate', payload: { type: 'facebook' } });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('accessToken is required for a facebook login');
  });
});

describe.each(ENGINES)('POST /v1/authenticate type "facebook" without an app id and secret on %s', (engine) => {
  let database: TestDatabase;
  let graph: StandIn;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    graph = await startGraphStandIn();
    app = await buildTestApp(database, { config: { facebook: { graphBaseUrl: graph.url, timeoutMs: 2_000 } } });
  });
  afterAll(async () => {
    await app.close();
    await graph.close();
    await database.drop();
  });

  it('refuses every Facebook login, even a good token of a member, without asking the Graph API', async () => {
    // a token Facebook accepts (it may have been issued to any app) for a member's confirmed e-mail
    for (const token of ['good-100', 'other-app']) {
      const response = await inject(app, {
        method: 'POST',
        url: '/v1/authenticate',
        payload: { type: 'facebook', accessToken: token },
      });
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ message: INVALID_LOGIN, statusCode: 401 });
    }
    expect(graph.requests).toEqual([]);
    expect(await app.accounts.findByIdentity('facebook', '100')).toBeUndefined();
  });
});

describe('POST /v1/authenticate type "facebook" when the Graph API is unreachable', () => {
  it('answers 502 without leaking the token', async () => {
    const database = await createTestDatabase('sqlite');
    const lines: string[] = [];
    const app = await buildTestApp(database, {
      config: {
        facebook: {
          graphBaseUrl: 'http://127.0.0.1:9/v19.0',
          appId: '1234',
          appSecret: 'fb-app-secret',
          timeoutMs: 500,
        },
        logLevel: 'info',
      },
      logger: { stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      const response = await inject(app, {
        method: 'POST',
        url: '/v1/authenticate',
        payload: { type: 'facebook', accessToken: 'secret-fb-token' },
      });
      expect(response.statusCode).toBe(502);
      expect(lines.join('')).not.toContain('secret-fb-token');
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
