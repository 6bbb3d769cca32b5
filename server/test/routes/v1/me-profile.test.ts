import type { FastifyInstance } from 'fastify';

import { messages, profileMessages } from '@beacon/validation';

import {
  buildTestApp,
  createTestDatabase,
  DEMO_PASSWORD,
  ENGINES,
  inject,
  json,
  login,
  loginTokens,
  MEMBERS,
  type TestDatabase,
} from '../../helper';

// Personal settings (issue 16 point 1): the name and e-mail address, and the password, of the signed-in member.

describe.each(ENGINES)('profile and password on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const patch = (token: string, payload: object) =>
    inject(app, { method: 'PATCH', url: '/v1/me/profile', token, payload });
  const message = (response: Parameters<typeof json>[0]) => json<{ message: string }>(response).message;

  it('changes the name, and refuses empty names with the form messages', async () => {
    const { accessToken } = await loginTokens(app, MEMBERS.guardian);
    const renamed = await patch(accessToken, { firstName: ' Grace ', lastName: 'Hopper', email: MEMBERS.guardian });
    expect(renamed.statusCode).toBe(200);
    // a date of birth left out is kept
    expect(json(renamed)).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      email: MEMBERS.guardian,
      birth_date: '1990-09-21',
    });
    expect(message(await patch(accessToken, { firstName: ' ', lastName: 'Hopper', email: MEMBERS.guardian }))).toBe(
      profileMessages.firstNameRequired,
    );
    expect(message(await patch(accessToken, { firstName: 'Grace', lastName: 'Hopper', email: 'nope' }))).toBe(
      messages.emailInvalid,
    );
  });

  it('changes and forgets the date of birth, and refuses one that is not a past date', async () => {
    const { accessToken } = await loginTokens(app, MEMBERS.dataMonitoring);
    const base = { firstName: 'Maya', lastName: 'Castillo', email: MEMBERS.dataMonitoring };
    // the demo member's own, as their person in the public records (issue 56 point 3)
    expect(json(await inject(app, { method: 'GET', url: '/v1/me', token: accessToken }))).toMatchObject({
      birth_date: '1997-02-25',
    });
    const refused = await patch(accessToken, { ...base, birthDate: '2999-01-01' });
    expect(refused.statusCode).toBe(400);
    expect(message(refused)).toBe(profileMessages.birthDateInvalid);
    expect(json(await patch(accessToken, { ...base, birthDate: '1997-03-01' }))).toMatchObject({
      birth_date: '1997-03-01',
    });
    expect(json(await patch(accessToken, { ...base, birthDate: '' }))).toMatchObject({ birth_date: null });
  });

  it('needs the current password for a new e-mail address, and a free address', async () => {
    const { accessToken } = await loginTokens(app, MEMBERS.darkWeb);
    const base = { firstName: 'Dana', lastName: 'Web' };
    const missing = await patch(accessToken, { ...base, email: 'dana@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(message(missing)).toBe(profileMessages.currentPasswordForEmail);
    const wrong = await patch(accessToken, { ...base, email: 'dana@example.com', currentPassword: 'not-it-at-all' });
    expect(wrong.statusCode).toBe(400);
    expect(message(wrong)).toBe(profileMessages.currentPasswordWrong);
    const taken = await patch(accessToken, { ...base, email: MEMBERS.premium, currentPassword: DEMO_PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(message(taken)).toBe(profileMessages.emailTaken);
    const moved = await patch(accessToken, { ...base, email: 'Dana@Example.com', currentPassword: DEMO_PASSWORD });
    expect(moved.statusCode).toBe(200);
    expect(json(moved)).toMatchObject({ email: 'dana@example.com' });
    expect((await login(app, 'dana@example.com')).statusCode).toBe(200);
  });

  it('changes the password, keeps this sign-in and ends every other one', async () => {
    const here = await loginTokens(app, MEMBERS.identity);
    const elsewhere = await loginTokens(app, MEMBERS.identity);
    const change = (payload: object) =>
      inject(app, { method: 'POST', url: '/v1/me/password', token: here.accessToken, payload });
    const wrong = await change({ currentPassword: 'wrong-password-1', newPassword: 'a-brand-new-passphrase' });
    expect(wrong.statusCode).toBe(400);
    expect(message(wrong)).toBe(profileMessages.currentPasswordWrong);
    const short = await change({ currentPassword: DEMO_PASSWORD, newPassword: 'short' });
    expect(message(short)).toBe(profileMessages.newPasswordTooShort);
    expect((await change({ currentPassword: DEMO_PASSWORD, newPassword: 'a-brand-new-passphrase' })).statusCode).toBe(
      204,
    );
    // the live-login check is cached for up to a second per instance
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await inject(app, { method: 'GET', url: '/v1/me', token: here.accessToken })).statusCode).toBe(200);
    expect((await inject(app, { method: 'GET', url: '/v1/me', token: elsewhere.accessToken })).statusCode).toBe(401);
    expect((await login(app, MEMBERS.identity)).statusCode).toBe(401);
    expect((await login(app, MEMBERS.identity, 'a-brand-new-passphrase')).statusCode).toBe(200);
  });

  it('needs a signed-in member', async () => {
    expect((await inject(app, { method: 'PATCH', url: '/v1/me/profile', payload: {} })).statusCode).toBe(401);
    expect((await inject(app, { method: 'POST', url: '/v1/me/password', payload: {} })).statusCode).toBe(401);
  });
});
