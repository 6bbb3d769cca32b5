import type { FastifyInstance } from 'fastify';
import { SignJWT, decodeJwt } from 'jose';

import {
  buildTestApp,
  createTestDatabase,
  ENGINES,
  inject,
  json,
  JWT_SECRET,
  loginTokens,
  MEMBERS,
  TestClock,
  type TestDatabase,
  type Tokens,
} from '../../helper';
import { LIVE_SESSION_RECHECK_MS, REFRESH_REUSE_LEEWAY_MS } from '../../../src/services/auth-service';

// Token lifecycle: expiry, rotation, reuse detection, logout, and forged tokens.

const LOGIN_ENDED = 'This login has ended. Please sign in again.';

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe.each(ENGINES)('access and refresh tokens on %s', (engine) => {
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
  beforeEach(() => {
    clock.now = Date.now();
  });

  const me = (token: string) => inject(app, { method: 'GET', url: '/v1/me', token });
  const refresh = (refreshToken: string, lastAccessToken: string) =>
    inject(app, { method: 'POST', url: '/v1/refresh-access-token', payload: { refreshToken, lastAccessToken } });

  it('accepts a fresh access token and refuses it once 15 minutes have passed', async () => {
    const tokens = await loginTokens(app, MEMBERS.premium);
    expect((await me(tokens.accessToken)).statusCode).toBe(200);
    clock.advance(15 * 60 * 1000 + 1_000);
    const expired = await me(tokens.accessToken);
    expect(expired.statusCode).toBe(401);
    expect(json(expired)).toEqual({ message: 'The access token has expired', statusCode: 401 });
  });

  it('rotates on refresh: a new pair for the same member and login, accepted with an expired access token', async () => {
    const first = await loginTokens(app, MEMBERS.premium);
    clock.advance(20 * 60 * 1000);
    const response = await refresh(first.refreshToken, first.accessToken);
    expect(response.statusCode).toBe(200);
    const second = json<Tokens>(response);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.accessToken).not.toBe(first.accessToken);
    const [a, b] = [decodeJwt(first.accessToken), decodeJwt(second.accessToken)];
    expect(b.sub).toBe(a.sub);
    expect(b.sid).toBe(a.sid);
    expect((await me(second.accessToken)).statusCode).toBe(200);
    // and the new refresh token rotates again
    expect((await refresh(second.refreshToken, second.accessToken)).statusCode).toBe(200);
  });

  it('revokes the whole login when a used refresh token comes back after the leeway', async () => {
    const first = await loginTokens(app, MEMBERS.guardian);
    const second = json<Tokens>(await refresh(first.refreshToken, first.accessToken));
    clock.advance(REFRESH_REUSE_LEEWAY_MS + 1_000);
    const reuse = await refresh(first.refreshToken, first.accessToken);
    expect(reuse.statusCode).toBe(401);
    expect(json(reuse).message).toBe(LOGIN_ENDED);
    // everything issued to that login is dead now, including the legitimate newest pair
    expect((await me(second.accessToken)).statusCode).toBe(401);
    expect((await refresh(second.refreshToken, second.accessToken)).statusCode).toBe(401);
    // other logins of the same member are untouched
    const other = await loginTokens(app, MEMBERS.guardian);
    expect((await me(other.accessToken)).statusCode).toBe(200);
  });

  it('honours a spent refresh token again within the leeway: its answer was lost, so the login goes on', async () => {
    const tokens = await loginTokens(app, MEMBERS.identity);
    // the page reloaded while this refresh was in flight: its answer never reached the member
    const lost = json<Tokens>(await refresh(tokens.refreshToken, tokens.accessToken));
    clock.advance(REFRESH_REUSE_LEEWAY_MS - 5_000);
    const again = await refresh(tokens.refreshToken, tokens.accessToken);
    expect(again.statusCode).toBe(200);
    const kept = json<Tokens>(again);
    expect(kept.refreshToken).not.toBe(lost.refreshToken);
    expect((await me(kept.accessToken)).statusCode).toBe(200);
    expect((await refresh(kept.refreshToken, kept.accessToken)).statusCode).toBe(200);
  });

  it('gives two simultaneous refreshes with the same token (two tabs) a working pair each', async () => {
    const tokens = await loginTokens(app, MEMBERS.identity);
    const results = await Promise.all([
      refresh(tokens.refreshToken, tokens.accessToken),
      refresh(tokens.refreshToken, tokens.accessToken),
    ]);
    expect(results.map((result) => result.statusCode)).toEqual([200, 200]);
    const [a, b] = results.map((result) => json<Tokens>(result));
    expect(a?.refreshToken).not.toBe(b?.refreshToken);
    for (const pair of [a, b]) expect((await me(pair?.accessToken ?? '')).statusCode).toBe(200);
  });

  it('refuses a refresh with an unknown token, an expired one, or the access token of another login', async () => {
    const tokens = await loginTokens(app, MEMBERS.darkWeb);
    const other = await loginTokens(app, MEMBERS.darkWeb);
    expect((await refresh('x'.repeat(43), tokens.accessToken)).statusCode).toBe(401);
    const mismatched = await refresh(tokens.refreshToken, other.accessToken);
    expect(mismatched.statusCode).toBe(401);
    expect((await refresh(tokens.refreshToken, 'not.a.jwt')).statusCode).toBe(401);
    // the mismatches spent nothing: the right pair still refreshes
    expect((await refresh(tokens.refreshToken, tokens.accessToken)).statusCode).toBe(200);

    clock.advance(31 * 24 * 60 * 60 * 1000);
    const stale = await refresh(other.refreshToken, other.accessToken);
    expect(stale.statusCode).toBe(401);
    expect(json(stale).message).toBe('The refresh token is invalid or has expired');
  });

  it('ends a login 30 days after its sign-in however often its refresh token rotates', async () => {
    const day = 24 * 60 * 60 * 1000;
    let tokens = await loginTokens(app, MEMBERS.guardianFamily);
    // each refresh comes well within the refresh token's own 30 days, so only the login's age can end it
    for (let rotation = 0; rotation < 3; rotation += 1) {
      clock.advance(9 * day);
      const response = await refresh(tokens.refreshToken, tokens.accessToken);
      expect(response.statusCode).toBe(200);
      tokens = json<Tokens>(response);
    }
    expect((await me(tokens.accessToken)).statusCode).toBe(200);
    clock.advance(3 * day + 1_000);
    const ended = await refresh(tokens.refreshToken, tokens.accessToken);
    expect(ended.statusCode).toBe(401);
    expect(json(ended).message).toBe('The refresh token is invalid or has expired');
  });

  it("refuses the last access token of a login past the login's maximum age, before its own 15 minutes are up", async () => {
    const day = 24 * 60 * 60 * 1000;
    let tokens = await loginTokens(app, MEMBERS.guardianFamily);
    clock.advance(30 * day - 5 * 60 * 1000);
    tokens = json<Tokens>(await refresh(tokens.refreshToken, tokens.accessToken));
    expect((await me(tokens.accessToken)).statusCode).toBe(200);
    clock.advance(5 * 60 * 1000 + LIVE_SESSION_RECHECK_MS);
    const late = await me(tokens.accessToken);
    expect(late.statusCode).toBe(401);
    expect(json(late).message).toBe(LOGIN_ENDED);
  });

  it('validates the refresh body', async () => {
    const response = await inject(app, {
      method: 'POST',
      url: '/v1/refresh-access-token',
      payload: { refreshToken: 'abc' },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('lastAccessToken is required');
  });

  it('ends the login on logout: its access and refresh tokens stop working', async () => {
    const tokens = await loginTokens(app, MEMBERS.dataMonitoring);
    const logout = await inject(app, { method: 'POST', url: '/v1/logout', token: tokens.accessToken });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');
    expect(json(await me(tokens.accessToken)).message).toBe(LOGIN_ENDED);
    expect((await refresh(tokens.refreshToken, tokens.accessToken)).statusCode).toBe(401);
    // logging out twice is fine
    expect((await inject(app, { method: 'POST', url: '/v1/logout', token: tokens.accessToken })).statusCode).toBe(401);
  });

  it('ends the login on another instance within a second of a logout', async () => {
    const other = await buildTestApp(database, { clock: clock.read, seed: false });
    try {
      const tokens = await loginTokens(app, MEMBERS.dataMonitoring);
      const meOnOther = () => inject(other, { method: 'GET', url: '/v1/me', token: tokens.accessToken });
      expect((await meOnOther()).statusCode).toBe(200);
      expect((await inject(app, { method: 'POST', url: '/v1/logout', token: tokens.accessToken })).statusCode).toBe(
        204,
      );
      // the other instance took the login as live a moment ago; it asks the database again after LIVE_SESSION_RECHECK_MS
      clock.advance(LIVE_SESSION_RECHECK_MS);
      expect(json(await meOnOther()).message).toBe(LOGIN_ENDED);
    } finally {
      await other.close();
    }
  });

  it('ends the login by its refresh token when the access token is gone', async () => {
    const tokens = await loginTokens(app, MEMBERS.dataMonitoring);
    const logout = await inject(app, {
      method: 'POST',
      url: '/v1/logout',
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(logout.statusCode).toBe(204);
    expect((await me(tokens.accessToken)).statusCode).toBe(401);
    expect((await inject(app, { method: 'POST', url: '/v1/logout', payload: {} })).statusCode).toBe(401);
    expect(
      (await inject(app, { method: 'POST', url: '/v1/logout', payload: { refreshToken: 'unknown' } })).statusCode,
    ).toBe(401);
  });

  describe('forged access tokens', () => {
    let claims: Record<string, unknown>;
    beforeAll(async () => {
      claims = decodeJwt((await loginTokens(app, MEMBERS.premium)).accessToken);
    });

    it('refuses a token signed with another key', async () => {
      const forged = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(new TextEncoder().encode('another-secret-that-is-also-long-enough-000'));
      expect((await me(forged)).statusCode).toBe(401);
    });

    it('refuses alg "none"', async () => {
      const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
      const response = await me(unsigned);
      expect(response.statusCode).toBe(401);
      expect(json(response).message).toBe('The access token is invalid');
    });

    it('refuses another algorithm even with our key', async () => {
      const hs512 = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS512' })
        .sign(new TextEncoder().encode(JWT_SECRET));
      expect((await me(hs512)).statusCode).toBe(401);
    });

    it('refuses a token whose payload was changed after signing', async () => {
      const real = (await loginTokens(app, MEMBERS.premium)).accessToken;
      const [header, , signature] = real.split('.');
      const tampered = `${header}.${base64url({ ...claims, sub: '1' })}.${signature}`;
      expect((await me(tampered)).statusCode).toBe(401);
    });

    it('refuses a well-signed token of a login that does not exist', async () => {
      const orphan = await new SignJWT({ ...claims, sid: 'no-such-login' })
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode(JWT_SECRET));
      expect(json(await me(orphan)).message).toBe(LOGIN_ENDED);
    });

    it.each(['', 'Basic abc', 'Bearer', 'Bearer a.b', `Bearer ${'a'.repeat(9000)}.b.c`])(
      'refuses the Authorization header %j',
      async (authorization) => {
        const response = await inject(app, { method: 'GET', url: '/v1/me', headers: { authorization } });
        expect(response.statusCode).toBe(401);
      },
    );
  });
});
