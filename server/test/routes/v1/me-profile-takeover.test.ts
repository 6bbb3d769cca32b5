import { createHash } from 'node:crypto';

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

import { profileMessages } from '@beacon/validation';

import { breachedPasswords } from '../../../src/domain/identity/breach-corpus';
import { startSmtpStandIn, type SmtpStandIn } from '../../../src/mail/smtp-stand-in';
import { DEFAULT_STAND_IN_SEED, type HibpStandIn } from '../../../src/services/breach-feed/hibp-stand-in';
import { startTestBreachFeed } from '../../breach-feed-helper';
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
  TestClock,
  testConfig,
  type TestDatabase,
} from '../../helper';
import { mailsTo, mailThrough } from '../../mail-helper';

// Account takeover defences of the personal settings (issue 55 point 4, OWASP ASVS V6): whoever holds a stolen access
// token cannot guess the current password faster than the sign-in lockout allows, whatever their addresses and
// however many new tokens they get; a new password is neither common nor breached; and every password or e-mail
// change is told to the member, an e-mail change at both addresses, with how to reach Member Care.

const { accountFreeFailures, baseDelayMs } = testConfig().loginThrottle;
/** The first failure past the free ones makes the account wait baseDelayMs. */
const GUESSES_UNTIL_THROTTLED = accountFreeFailures + 1;
const THROTTLED = /^Too many wrong current passwords\. Please try again in \d+ seconds\.$/;
const NEW_PASSWORD = 'a-brand-new-passphrase';
/** Spec §1's Member Care, as the meta values hold it (migration 0002). */
const SUPPORT_PHONE = '(800) 555-0199';
const SUPPORT_EMAIL = 'support@beacon.example';
const CONTACT_US = 'http://beacon.test/dashboard/support/contact';

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex').toUpperCase();

describe.each(ENGINES)('account takeover defences of the personal settings on %s', (engine) => {
  let database: TestDatabase;
  let standIn: SmtpStandIn;
  let hibp: HibpStandIn;
  let clock: TestClock;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    standIn = await startSmtpStandIn();
    const feed = await startTestBreachFeed();
    hibp = feed.standIn;
    clock = new TestClock();
    app = await buildTestApp(database, {
      clock: clock.read,
      config: { ...mailThrough(standIn), breachFeed: feed.breachFeed },
    });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await standIn.close();
    await hibp.close();
    await database.drop();
  });

  const message = (response: LightMyRequestResponse) => json<{ message: string }>(response).message;
  /** Each call from its own address: the per-IP rate limits never get a say. */
  let address = 0;
  const fromAnywhere = () => ({ 'x-forwarded-for': `203.0.113.${(address += 1) % 250}` });
  const changePassword = (token: string, currentPassword: string, newPassword = NEW_PASSWORD) =>
    inject(app, {
      method: 'POST',
      url: '/v1/me/password',
      token,
      headers: fromAnywhere(),
      payload: { currentPassword, newPassword },
    });
  const updateProfile = (token: string, payload: object) =>
    inject(app, { method: 'PATCH', url: '/v1/me/profile', token, headers: fromAnywhere(), payload });
  const expectThrottled = (response: LightMyRequestResponse) => {
    expect(response.statusCode).toBe(429);
    expect(message(response)).toMatch(THROTTLED);
    expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  };

  it('throttles current-password guesses on /me/password per account, and no new login resets the count', async () => {
    const stolen = (await loginTokens(app, MEMBERS.identity)).accessToken;
    for (let guess = 1; guess <= GUESSES_UNTIL_THROTTLED; guess += 1) {
      const wrong = await changePassword(stolen, `guess-number-${guess}`);
      expect(wrong.statusCode).toBe(400);
      expect(message(wrong)).toBe(profileMessages.currentPasswordWrong);
    }
    // the right password is not even checked while the account waits, and a wrong one is not counted
    expectThrottled(await changePassword(stolen, DEMO_PASSWORD));
    expectThrottled(await changePassword(stolen, 'one-more-guess'));
    expect((await changePassword(stolen, DEMO_PASSWORD)).headers['retry-after']).toBe(String(baseDelayMs / 1000));
    // a fresh sign-in (and so a fresh token) leaves the count as it was
    const fresh = (await loginTokens(app, MEMBERS.identity)).accessToken;
    expectThrottled(await changePassword(fresh, DEMO_PASSWORD));

    clock.advance(baseDelayMs);
    expect((await changePassword(fresh, DEMO_PASSWORD)).statusCode).toBe(204);
    expect((await login(app, MEMBERS.identity, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('throttles current-password guesses on /me/profile, for both routes, while a name still changes', async () => {
    const stolen = (await loginTokens(app, MEMBERS.darkWeb)).accessToken;
    const base = { firstName: 'Dana', lastName: 'Whitfield' };
    const move = (token: string, currentPassword: string) =>
      updateProfile(token, { ...base, email: 'thief@example.com', currentPassword });
    for (let guess = 1; guess <= GUESSES_UNTIL_THROTTLED; guess += 1) {
      const wrong = await move(stolen, `guess-number-${guess}`);
      expect(wrong.statusCode).toBe(400);
      expect(message(wrong)).toBe(profileMessages.currentPasswordWrong);
    }
    expectThrottled(await move(stolen, DEMO_PASSWORD));
    // the count is the account's, whichever route fed it
    expectThrottled(await changePassword(stolen, DEMO_PASSWORD));
    const fresh = (await loginTokens(app, MEMBERS.darkWeb)).accessToken;
    expectThrottled(await move(fresh, DEMO_PASSWORD));
    // a change that needs no password is not held up
    const renamed = await updateProfile(fresh, { ...base, firstName: 'Danielle', email: MEMBERS.darkWeb });
    expect(renamed.statusCode).toBe(200);
    expect(json(renamed)).toMatchObject({ first_name: 'Danielle', email: MEMBERS.darkWeb });

    clock.advance(baseDelayMs);
    const moved = await move(fresh, DEMO_PASSWORD);
    expect(moved.statusCode).toBe(200);
    expect(json(moved)).toMatchObject({ email: 'thief@example.com' });
  });

  it('refuses a new password that a breach exposed, looked up by the range of its SHA-1 prefix', async () => {
    const breached = 'Password1!';
    // one of the fixed passwords of Pwned Passwords' stand-in (the variants of its base words, whatever its seed)
    expect(breachedPasswords(DEFAULT_STAND_IN_SEED).some((entry) => entry.sha1 === sha1(breached))).toBe(true);
    const { accessToken } = await loginTokens(app, MEMBERS.guardian);
    const refused = await changePassword(accessToken, DEMO_PASSWORD, breached);
    expect(refused.statusCode).toBe(400);
    expect(message(refused)).toBe(profileMessages.newPasswordBreached);
    expect((await login(app, MEMBERS.guardian, breached)).statusCode).toBe(401);
    expect((await login(app, MEMBERS.guardian)).statusCode).toBe(200);
  });

  it('refuses a new password among the most common ones, whatever its case', async () => {
    const { accessToken } = await loginTokens(app, MEMBERS.guardian);
    for (const common of ['qwertyuiop', 'Basketball', 'PASSWORD123']) {
      const refused = await changePassword(accessToken, DEMO_PASSWORD, common);
      expect(refused.statusCode).toBe(400);
      expect(message(refused)).toBe(profileMessages.newPasswordCommon);
    }
    expect((await login(app, MEMBERS.guardian)).statusCode).toBe(200);
  });

  it('e-mails the member about a password change, with Member Care, and never the password', async () => {
    const { accessToken, refreshToken } = await loginTokens(app, MEMBERS.premium);
    const before = (await mailsTo(app, standIn, MEMBERS.premium)).length;
    expect((await changePassword(accessToken, 'not-the-password')).statusCode).toBe(400);
    expect((await changePassword(accessToken, DEMO_PASSWORD, 'qwertyuiop')).statusCode).toBe(400);
    expect(await mailsTo(app, standIn, MEMBERS.premium)).toHaveLength(before);

    expect((await changePassword(accessToken, DEMO_PASSWORD, 'premium-member-passphrase')).statusCode).toBe(204);
    const mails = (await mailsTo(app, standIn, MEMBERS.premium)).slice(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Your Beacon password was changed');
    expect(mail?.text).toContain('Hi Peter,');
    expect(mail?.text).toContain(`The password of your Beacon account (${MEMBERS.premium}) was changed on `);
    expect(mail?.text).toContain('Every other sign-in of your account has been ended.');
    expect(mail?.text).toContain('If you did not make this change, someone else may be using your account.');
    expect(mail?.text).toContain(`Phone: ${SUPPORT_PHONE} (7:00am to 7:00pm Pacific`);
    expect(mail?.text).toContain(`E-mail: ${SUPPORT_EMAIL}`);
    expect(mail?.text).toContain(`Contact Us: ${CONTACT_US}`);
    for (const secret of ['premium-member-passphrase', DEMO_PASSWORD, accessToken, refreshToken]) {
      expect(mail?.text).not.toContain(secret);
      expect(mail?.subject).not.toContain(secret);
    }
  });

  it('e-mails both the old and the new address about an e-mail change, and nobody about a new name', async () => {
    const { accessToken } = await loginTokens(app, MEMBERS.dataMonitoring);
    const newEmail = 'maya.castillo@example.com';
    const before = (await mailsTo(app, standIn, MEMBERS.dataMonitoring)).length;
    const base = { firstName: 'Maya', lastName: 'Castillo' };
    expect(
      (await updateProfile(accessToken, { ...base, firstName: 'May', email: MEMBERS.dataMonitoring })).statusCode,
    ).toBe(200);
    const refused = await updateProfile(accessToken, { ...base, email: newEmail, currentPassword: 'not-it-at-all' });
    expect(refused.statusCode).toBe(400);
    expect(await mailsTo(app, standIn, MEMBERS.dataMonitoring)).toHaveLength(before);

    const moved = await updateProfile(accessToken, { ...base, email: newEmail, currentPassword: DEMO_PASSWORD });
    expect(moved.statusCode).toBe(200);
    const [toOld, ...moreToOld] = (await mailsTo(app, standIn, MEMBERS.dataMonitoring)).slice(before);
    const [toNew, ...moreToNew] = await mailsTo(app, standIn, newEmail);
    expect([moreToOld, moreToNew]).toEqual([[], []]);

    expect(toOld?.subject).toBe('The e-mail address of your Beacon account was changed');
    // greeted by the name the account had when the address changed
    expect(toOld?.text).toContain('Hi May,');
    expect(toOld?.text).toContain(
      `The e-mail address of your Beacon account was changed from ${MEMBERS.dataMonitoring} to ${newEmail} on `,
    );
    expect(toNew?.subject).toBe('Your Beacon account now uses this e-mail address');
    expect(toNew?.text).toContain(`This address, ${newEmail}, is now the e-mail address of your Beacon account`);
    expect(toNew?.text).toContain(`changed from ${MEMBERS.dataMonitoring} on `);
    for (const mail of [toOld, toNew]) {
      expect(mail?.text).toContain('If you did not make this change, someone else may be using your account.');
      expect(mail?.text).toContain(`Phone: ${SUPPORT_PHONE}`);
      expect(mail?.text).toContain(`E-mail: ${SUPPORT_EMAIL}`);
      expect(mail?.text).toContain(`Contact Us: ${CONTACT_US}`);
      expect(mail?.text).not.toContain(DEMO_PASSWORD);
      expect(mail?.text).not.toContain(accessToken);
    }
  });
});
