import type { FastifyInstance } from 'fastify';

import { ADMIN_REVOKE_REASON, revokeMemberLogins } from '../../src/admin/revoke-member-logins';
import { buildTestApp, createTestDatabase, ENGINES, inject, loginTokens, MEMBERS, type TestDatabase } from '../helper';

// The core of `sessions:revoke` (issue 55 point 3): an administrator ends every live login of one member, and only
// theirs; the ended logins' tokens are refused like any revoked login's.

describe.each(ENGINES)('revokeMemberLogins on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const loginsOf = async (email: string) => {
    const account = await app.accounts.findByEmail(email);
    return app.db
      .selectFrom('login_sessions')
      .select(['revoked_at', 'revoked_reason'])
      .where('account_id', '=', account!.id)
      .execute();
  };

  it("revokes every live login of the member, with the reason 'admin', and no one else's", async () => {
    const phone = await loginTokens(app, MEMBERS.premium);
    const laptop = await loginTokens(app, MEMBERS.premium);
    const someoneElse = await loginTokens(app, MEMBERS.guardian);
    // a login that had ended already keeps its own reason
    const signedOut = await loginTokens(app, MEMBERS.premium);
    expect((await inject(app, { method: 'POST', url: '/v1/logout', token: signedOut.accessToken })).statusCode).toBe(
      204,
    );

    const outcome = await revokeMemberLogins(app.db, ' Premium@Demo.Beacon.Test ', app.clock());

    const premium = await app.accounts.findByEmail(MEMBERS.premium);
    expect(outcome).toEqual({ accountId: premium!.id, revoked: 2 });
    const reasons = (await loginsOf(MEMBERS.premium)).map((login) => login.revoked_reason).sort();
    expect(reasons).toEqual([ADMIN_REVOKE_REASON, ADMIN_REVOKE_REASON, 'logout']);
    expect((await loginsOf(MEMBERS.guardian)).map((login) => login.revoked_at)).toEqual([null]);
    for (const tokens of [phone, laptop]) {
      expect((await inject(app, { method: 'GET', url: '/v1/me', token: tokens.accessToken })).statusCode).toBe(401);
      const refresh = await inject(app, {
        method: 'POST',
        url: '/v1/refresh-access-token',
        payload: { refreshToken: tokens.refreshToken, lastAccessToken: tokens.accessToken },
      });
      expect(refresh.statusCode).toBe(401);
    }
    expect((await inject(app, { method: 'GET', url: '/v1/me', token: someoneElse.accessToken })).statusCode).toBe(200);
    // run again: nothing left to end; a login made afterwards is not affected
    expect(await revokeMemberLogins(app.db, MEMBERS.premium, app.clock())).toEqual({
      accountId: premium!.id,
      revoked: 0,
    });
    const later = await loginTokens(app, MEMBERS.premium);
    expect((await inject(app, { method: 'GET', url: '/v1/me', token: later.accessToken })).statusCode).toBe(200);
  });

  it('says so when no account has the address', async () => {
    expect(await revokeMemberLogins(app.db, 'nobody@demo.beacon.test', app.clock())).toBeUndefined();
  });
});
