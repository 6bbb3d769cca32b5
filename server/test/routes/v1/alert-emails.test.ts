import type { FastifyInstance } from 'fastify';

import { alertEmailDigestJob } from '../../../src/jobs/definitions/alert-email-digest';
import { checkBreachesJob } from '../../../src/jobs/definitions/check-breaches';
import { startSmtpStandIn, type SmtpStandIn, type StoredMail } from '../../../src/mail/smtp-stand-in';
import type { HibpStandIn } from '../../../src/services/breach-feed/hibp-stand-in';
import { BREACHED_MEMBER_EMAIL } from '../../../src/services/breach-feed/hibp-stand-in-scenario';
import { signIdentityEvent } from '../../../src/services/identity-events/webhook-signature';
import { startTestBreachFeed } from '../../breach-feed-helper';
import {
  buildTestApp,
  createTestDatabase,
  ENGINES,
  IDENTITY_WEBHOOK_SECRET,
  inject,
  json,
  loginTokens,
  MEMBERS,
  type TestDatabase,
} from '../../helper';
import { mailsTo, mailThrough } from '../../mail-helper';

// Alert e-mails (issue 58 point 4), on both engines: a breach check that raises two alerts mails one e-mail naming
// both, with RFC 8058's List-Unsubscribe headers, as the SMTP stand-in receives it; the daily summary instead for a
// member on it (once); none for a member who chose none; the one-click unsubscribe, and the preference's validation.

const PREFERENCE_URL = '/v1/me/alert-emails';
const MEMBERS_URL = '/v1/me/identity-monitoring/members';
const UNSUBSCRIBE = /^<(http:\/\/beacon\.test\/v1\/alert-emails\/unsubscribe\?token=([0-9]+\.[A-Za-z0-9_-]{43}))>$/;

jest.setTimeout(60_000);

describe.each(ENGINES)('alert e-mails on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let feed: HibpStandIn;
  let smtp: SmtpStandIn;
  let darkWeb: string;
  let identity: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const breachFeed = await startTestBreachFeed();
    feed = breachFeed.standIn;
    smtp = await startSmtpStandIn();
    app = await buildTestApp(database, { config: { breachFeed: breachFeed.breachFeed, ...mailThrough(smtp) } });
    darkWeb = (await loginTokens(app, MEMBERS.darkWeb)).accessToken;
    identity = (await loginTokens(app, MEMBERS.identity)).accessToken;
  });
  afterAll(async () => {
    await app.close();
    await feed.close();
    await smtp.close();
    await database.drop();
  });

  const alertMails = async (to: string): Promise<StoredMail[]> =>
    (await mailsTo(app, smtp, to)).filter((mail) => 'list-unsubscribe' in mail.headers);

  const setFrequency = (token: string, frequency: unknown) =>
    inject(app, { method: 'PUT', url: PREFERENCE_URL, token, payload: { frequency } });

  /** The dark web member watches the stand-in's breached address and the check runs: two breaches, two alerts. */
  async function watchBreachedEmail(token: string): Promise<void> {
    const members = json<{ items: Array<{ id: number }> }>(
      await inject(app, { method: 'GET', url: MEMBERS_URL, token }),
    ).items;
    const response = await inject(app, {
      method: 'PATCH',
      url: `${MEMBERS_URL}/${members[0]!.id}/monitored-data`,
      token,
      payload: { data: { emails: [BREACHED_MEMBER_EMAIL] } },
    });
    expect(response.statusCode).toBe(200);
    await app.jobs.drain(checkBreachesJob.name);
  }

  it('reads the default (each alert as it happens) and validates what is set', async () => {
    expect(json(await inject(app, { method: 'GET', url: PREFERENCE_URL, token: darkWeb }))).toEqual({
      frequency: 'immediate',
    });
    for (const bad of ['weekly', 1, null, undefined]) {
      const refused = await setFrequency(darkWeb, bad);
      expect(refused.statusCode).toBe(400);
      expect(json(refused).message).toBe('Please choose one of immediate, daily, off.');
    }
    const extra = await inject(app, {
      method: 'PUT',
      url: PREFERENCE_URL,
      token: darkWeb,
      payload: { frequency: 'off', accountId: 1 },
    });
    expect(extra.statusCode).toBe(400);
    expect((await inject(app, { method: 'GET', url: PREFERENCE_URL })).statusCode).toBe(401);
  });

  it('mails one e-mail naming both breaches of a check, with List-Unsubscribe, and never the watched address', async () => {
    await watchBreachedEmail(darkWeb);
    const mails = await alertMails(MEMBERS.darkWeb);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Your e-mail address was found in 2 data breaches');
    expect(mail!.text).toContain('StandInForum');
    expect(mail!.text).toContain('StandInShop');
    expect(mail!.text).toMatch(/See this alert: http:\/\/beacon\.test\/dashboard\/alerts\/hibp-StandInForum-\d+/);
    expect(mail!.text).toMatch(/See this alert: http:\/\/beacon\.test\/dashboard\/alerts\/hibp-StandInShop-\d+/);
    expect(mail!.text).toContain('What to do first:');
    expect(mail!.text).not.toContain(BREACHED_MEMBER_EMAIL);
    expect(mail!.text).not.toContain(BREACHED_MEMBER_EMAIL.split('@')[0]);
    expect(mail!.headers['list-unsubscribe']).toMatch(UNSUBSCRIBE);
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // the link in the body is the header's
    const [, url] = UNSUBSCRIBE.exec(mail!.headers['list-unsubscribe']!)!;
    expect(mail!.text).toContain(url);
    // sent: the row keeps neither the body nor the unsubscribe link
    const rows = await app.db.selectFrom('email_outbox').select(['body', 'headers', 'status']).execute();
    expect(rows.every((row) => row.status !== 'sent' || (row.body === null && row.headers === null))).toBe(true);

    // a later check that finds the same breaches raises nothing, and mails nothing
    const account = (await app.accounts.findByEmail(MEMBERS.darkWeb))!;
    const items = await app.db
      .selectFrom('identity_monitored_items as i')
      .innerJoin('identity_members as m', 'm.id', 'i.member_id')
      .select('i.id')
      .where('m.account_id', '=', account.id)
      .execute();
    for (const item of items) await app.breachChecks.check(app.db, item.id);
    expect(await alertMails(MEMBERS.darkWeb)).toHaveLength(1);
  });

  it('one-click unsubscribe turns alert e-mails off; a GET only shows; a bad token is a 400', async () => {
    const [mail] = await alertMails(MEMBERS.darkWeb);
    const [, url, token] = UNSUBSCRIBE.exec(mail!.headers['list-unsubscribe']!)!;
    const path = new URL(url!).pathname + new URL(url!).search;

    // a link scanner's GET changes nothing
    const page = await app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Stop alert e-mails');
    expect(json(await inject(app, { method: 'GET', url: PREFERENCE_URL, token: darkWeb })).frequency).toBe('immediate');

    // RFC 8058: no app headers, a form body
    const oneClick = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(json(oneClick)).toEqual({ frequency: 'off' });
    expect(json(await inject(app, { method: 'GET', url: PREFERENCE_URL, token: darkWeb })).frequency).toBe('off');
    const done = await app.inject({ method: 'GET', url: path });
    expect(done.body).toContain('You will no longer receive alert e-mails.');

    // the confirmation page's own button: back to the page
    const fromPage = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(fromPage.statusCode).toBe(303);
    expect(fromPage.headers.location).toBe(path);

    const [id, mac] = token!.split('.');
    const forged = `${Number(id) + 1}.${mac}`;
    for (const bad of [forged, 'nonsense', `${id}.${'A'.repeat(43)}`]) {
      const refused = await app.inject({
        method: 'POST',
        url: `/v1/alert-emails/unsubscribe?token=${encodeURIComponent(bad)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(refused.statusCode).toBe(400);
      expect(json(refused).message).toBe(
        'This unsubscribe link is not valid. Please use the whole link from the e-mail.',
      );
    }
    expect((await app.inject({ method: 'GET', url: `/v1/alert-emails/unsubscribe?token=${forged}` })).statusCode).toBe(
      400,
    );
  });

  describe('identity events', () => {
    let accountId: number;
    let reference: string;
    let sequence = 0;

    beforeAll(async () => {
      accountId = (await app.accounts.findByEmail(MEMBERS.identity))!.id;
      reference = (await app.identityEvents.subscriberOf(accountId)).reference;
    });

    async function creditInquiry(): Promise<string> {
      sequence += 1;
      const id = `evt_alertmail${String(sequence).padStart(6, '0')}`;
      const body = JSON.stringify({
        id,
        type: 'credit.inquiry',
        created: Math.floor(app.clock() / 1000),
        subscriber: { reference },
        data: { creditor: 'Sample Bank', bureau: 'equifax', inquired_on: '2026-10-30' },
      });
      const response = await app.inject({
        method: 'POST',
        url: '/v1/webhooks/identity-events',
        headers: {
          'content-type': 'application/json',
          'beacon-identity-signature': signIdentityEvent(IDENTITY_WEBHOOK_SECRET, Math.floor(Date.now() / 1000), body),
        },
        payload: body,
      });
      expect(response.statusCode).toBe(200);
      await app.jobs.drain('process-identity-event');
      return id;
    }

    it('mails an event as it happens', async () => {
      const id = await creditInquiry();
      const mails = await alertMails(MEMBERS.identity);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Identity alert: A credit inquiry was made in your name');
      expect(mails[0]!.text).toContain('Creditor: Sample Bank (Equifax)');
      expect(mails[0]!.text).toContain(`http://beacon.test/dashboard/alerts/${id}`);
      expect(mails[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    });

    it('daily: nothing at once, one summary when the job runs, then none again', async () => {
      expect(json(await setFrequency(identity, 'daily'))).toEqual({ frequency: 'daily' });
      const first = await creditInquiry();
      const second = await creditInquiry();
      expect(await alertMails(MEMBERS.identity)).toHaveLength(1);

      await app.jobs.send(alertEmailDigestJob.name, {});
      await app.jobs.drain(alertEmailDigestJob.name);
      const mails = await alertMails(MEMBERS.identity);
      expect(mails).toHaveLength(2);
      const digest = mails[1]!;
      expect(digest.subject).toBe('Your Beacon daily summary: 2 new alerts');
      expect(digest.text).toContain(`/dashboard/alerts/${first}`);
      expect(digest.text).toContain(`/dashboard/alerts/${second}`);
      // the alert mailed as it happened, before the switch, is not in the summary
      expect(digest.text).not.toContain('evt_alertmail000001');
      expect(digest.headers['list-unsubscribe']).toMatch(UNSUBSCRIBE);

      await app.jobs.send(alertEmailDigestJob.name, {});
      await app.jobs.drain(alertEmailDigestJob.name);
      expect(await alertMails(MEMBERS.identity)).toHaveLength(2);
    });

    it('off: no mail, as it happens or in a summary', async () => {
      expect(json(await setFrequency(identity, 'off'))).toEqual({ frequency: 'off' });
      await creditInquiry();
      await app.jobs.send(alertEmailDigestJob.name, {});
      await app.jobs.drain(alertEmailDigestJob.name);
      expect(await alertMails(MEMBERS.identity)).toHaveLength(2);
    });
  });
});
