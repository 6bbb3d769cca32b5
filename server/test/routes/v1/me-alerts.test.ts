import type { FastifyInstance } from 'fastify';

import { checkBreachesJob } from '../../../src/jobs/definitions/check-breaches';
import { creditFreezeRemindersJob } from '../../../src/jobs/definitions/credit-freeze-reminders';
import { seedDemoWatchedData } from '../../../src/seed/demo-watched-data';
import type { HibpStandIn } from '../../../src/services/breach-feed/hibp-stand-in';
import { startTestBreachFeed } from '../../breach-feed-helper';
import {
  buildTestApp,
  createTestDatabase,
  ENGINES,
  inject,
  json,
  loginTokens,
  MEMBERS,
  TestClock,
  type TestDatabase,
} from '../../helper';

// An identity alert's own page and its plan (issue 58 point 3), and the credit freeze helper (point 5), on the alerts
// the pipelines raise: the dark web member's e-mail found by the breach feed (its stand-in), and a credit inquiry
// from the identity provider's event.

interface Step {
  key: string;
  title: string;
  done: boolean;
  closedBy: 'none' | 'member' | 'check';
  check: string;
  links: Array<{ label: string; url: string }>;
}
interface Page {
  alertId: string;
  heading: string;
  where: Array<{ label: string; value: string }>;
  when: { label: string; date: string | null; learnedAt: string };
  source: { name: string; verified: boolean };
  archivedAt: string | null;
  plan: Step[];
}

const INQUIRY_ID = 'evt_inquiry0001';
const PIN = '8675309421';

describe.each(ENGINES)('alert pages and the credit freeze helper on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let standIn: HibpStandIn;
  let token: string;
  let otherToken: string;
  let accountId: number;
  let forumAlertId: string;
  const clock = new TestClock(Date.UTC(2026, 10, 2, 12));
  const lines: string[] = [];

  /** The provider's credit inquiry, as the job process-identity-event stores it (the event and its alert). */
  async function addInquiry(eventId: string): Promise<void> {
    const event = await app.db
      .insertInto('identity_events')
      .values({
        event_id: eventId,
        type: 'credit.inquiry',
        subscriber_reference: 'sub_test000001',
        account_id: accountId,
        received_at: clock.now,
        payload: JSON.stringify({
          id: eventId,
          type: 'credit.inquiry',
          created: Math.floor(clock.now / 1000),
          subscriber: { reference: 'sub_test000001' },
          data: { creditor: 'Northwind Auto Finance', bureau: 'equifax', inquired_on: '2026-10-30' },
        }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('identity_notifications')
      .values({
        account_id: accountId,
        alert_id: eventId,
        report_name: 'Credit Monitoring',
        category: 'credit',
        type: 'new_inquiry',
        created_at: clock.now,
        member_id: null,
        breach_id: null,
        item_id: null,
        archived_at: null,
        identity_event_id: event.id,
      })
      .execute();
  }

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const feed = await startTestBreachFeed();
    standIn = feed.standIn;
    app = await buildTestApp(database, {
      clock: clock.read,
      config: { breachFeed: feed.breachFeed },
      logger: { level: 'debug', stream: { write: (line: string) => lines.push(line) } },
    });
    expect(await seedDemoWatchedData(app.db, app.identityMonitoring)).toBe(2);
    expect(await app.jobs.drain(checkBreachesJob.name)).toBe(2);
    token = (await loginTokens(app, MEMBERS.darkWeb)).accessToken;
    otherToken = (await loginTokens(app, MEMBERS.identity)).accessToken;
    accountId = (await app.accounts.findByEmail(MEMBERS.darkWeb))!.id;
    const forum = await app.db
      .selectFrom('identity_notifications')
      .select('alert_id')
      .where('account_id', '=', accountId)
      .where('alert_id', 'like', 'hibp-StandInForum%')
      .executeTakeFirstOrThrow();
    forumAlertId = forum.alert_id;
    await addInquiry(INQUIRY_ID);
  });
  afterAll(async () => {
    await app.close();
    await standIn.close();
    await database.drop();
  });

  const get = async (alertId: string, as = token) =>
    inject(app, { method: 'GET', url: `/v1/me/alerts/${alertId}`, token: as });
  const page = async (alertId: string) => json<Page>(await get(alertId));
  const tick = (alertId: string, stepKey: string, payload: Record<string, unknown>) =>
    inject(app, { method: 'PUT', url: `/v1/me/alerts/${alertId}/steps/${stepKey}`, token, payload });
  const freeze = (bureau: string, payload: Record<string, unknown>) =>
    inject(app, { method: 'PUT', url: `/v1/me/credit-freezes/${bureau}`, token, payload });
  const stepOf = (alert: Page, key: string) => alert.plan.find((entry) => entry.key === key)!;

  it('says what the breach found, where, when and from which source, with the password plan first', async () => {
    const response = await get(forumAlertId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const alert = json<Page>(response);
    expect(alert.heading).toBe('E-mail address found in the Stand-in Forum breach');
    expect(alert.where).toEqual(
      expect.arrayContaining([
        { label: 'Site', value: 'Stand-in Forum' },
        { label: 'Domain', value: 'stand-in-forum.example' },
      ]),
    );
    expect(alert.when).toMatchObject({ label: 'Breach date', date: '2019-04-02' });
    expect(alert.source.name).toBe('Have I Been Pwned');
    expect(alert.archivedAt).toBeNull();
    expect(alert.plan.length).toBeGreaterThanOrEqual(3);
    expect(alert.plan.slice(0, 4).map((entry) => entry.key)).toEqual([
      'change_password',
      'change_reused_password',
      'two_step_verification',
      'check_new_password',
    ]);
    expect(alert.plan[0]!.title).toBe('Change your password at stand-in-forum.example');
    expect(alert.plan.map((entry) => entry.key)).toContain('watch_phishing');
    expect(alert.plan.every((entry) => !entry.done)).toBe(true);
  });

  it('ticks and unticks a step, kept on the server, each change announced live', async () => {
    const before = await app.db.selectFrom('live_events').select('id').where('account_id', '=', accountId).execute();
    const ticked = await tick(forumAlertId, 'two_step_verification', { done: true });
    expect(ticked.statusCode).toBe(200);
    expect(stepOf(json<Page>(ticked), 'two_step_verification')).toMatchObject({ done: true, closedBy: 'member' });
    expect(stepOf(await page(forumAlertId), 'two_step_verification').done).toBe(true);
    const after = await app.db
      .selectFrom('live_events')
      .select(['topic'])
      .where('account_id', '=', accountId)
      .where('id', '>', Math.max(0, ...before.map((row) => row.id)))
      .execute();
    expect(after.map((row) => row.topic)).toEqual(['identity-notifications']);

    const unticked = await tick(forumAlertId, 'two_step_verification', { done: false });
    expect(stepOf(json<Page>(unticked), 'two_step_verification')).toMatchObject({ done: false, closedBy: 'none' });
  });

  it("closes the password step by the page's check, and only that step", async () => {
    const checked = await tick(forumAlertId, 'check_new_password', { done: true, via: 'password_check' });
    expect(stepOf(json<Page>(checked), 'check_new_password')).toMatchObject({ done: true, closedBy: 'check' });
    const refused = await tick(forumAlertId, 'change_password', { done: true, via: 'password_check' });
    expect(refused.statusCode).toBe(400);
    expect((await tick(forumAlertId, 'no_such_step', { done: true })).statusCode).toBe(404);
  });

  it("writes the credit inquiry's plan: the creditor, then the three freezes and the SSN steps", async () => {
    const alert = await page(INQUIRY_ID);
    expect(alert.heading).toBe('New inquiry on your Equifax credit report');
    expect(alert.source).toEqual({ name: 'Identity monitoring provider', verified: false });
    expect(alert.where).toEqual([
      { label: 'Creditor', value: 'Northwind Auto Finance' },
      { label: 'Credit bureau', value: 'Equifax' },
    ]);
    expect(alert.when).toMatchObject({ label: 'Date of the inquiry', date: '2026-10-30' });
    expect(alert.plan.map((entry) => entry.key)).toEqual([
      'contact_creditor',
      'freeze_equifax',
      'freeze_experian',
      'freeze_transunion',
      'irs_ip_pin',
      'review_credit_reports',
      'report_identity_theft',
    ]);
    expect(stepOf(alert, 'freeze_equifax').links[0]!.url).toBe(
      'https://www.equifax.com/personal/credit-report-services/credit-freeze/',
    );
    expect(stepOf(alert, 'irs_ip_pin').links[0]!.url).toBe(
      'https://www.irs.gov/identity-theft-fraud-scams/get-an-identity-protection-pin',
    );
  });

  it("closes a bureau's freeze step when the freeze is recorded, and reopens only what the freeze closed", async () => {
    expect((await tick(INQUIRY_ID, 'freeze_experian', { done: true })).statusCode).toBe(200);
    const frozen = await freeze('equifax', { status: 'frozen', frozenOn: '2026-11-01', pin: PIN });
    expect(frozen.statusCode).toBe(200);
    expect(
      json<{ bureaus: Array<{ bureau: string; status: string; hasPin: boolean }> }>(frozen).bureaus[0],
    ).toMatchObject({ bureau: 'equifax', status: 'frozen', hasPin: true });
    expect(stepOf(await page(INQUIRY_ID), 'freeze_equifax')).toMatchObject({ done: true, closedBy: 'check' });

    await freeze('experian', { status: 'frozen', frozenOn: '2026-11-01' });
    await freeze('experian', { status: 'not_frozen' });
    // the member ticked Experian's step: recording the freeze as undone leaves it
    expect(stepOf(await page(INQUIRY_ID), 'freeze_experian')).toMatchObject({ done: true, closedBy: 'member' });

    await freeze('equifax', { status: 'thawed', thawedUntil: '2026-11-20' });
    expect(stepOf(await page(INQUIRY_ID), 'freeze_equifax').done).toBe(true);
    await freeze('equifax', { status: 'not_frozen' });
    expect(stepOf(await page(INQUIRY_ID), 'freeze_equifax')).toMatchObject({ done: false, closedBy: 'none' });
  });

  it('keeps the PIN sealed in the database and out of the logs, shown only on request', async () => {
    lines.length = 0;
    await freeze('transunion', { status: 'frozen', frozenOn: '2026-11-01', pin: PIN });
    const row = await app.db
      .selectFrom('credit_freezes')
      .select('sealed_pin')
      .where('account_id', '=', accountId)
      .where('bureau', '=', 'transunion')
      .executeTakeFirstOrThrow();
    expect(row.sealed_pin).toMatch(/^v1\./);
    expect(row.sealed_pin).not.toContain(PIN);
    const shown = await inject(app, { method: 'GET', url: '/v1/me/credit-freezes/transunion/pin', token });
    expect(json(shown)).toEqual({ pin: PIN });
    expect(shown.headers['cache-control']).toBe('no-store');
    const list = await inject(app, { method: 'GET', url: '/v1/me/credit-freezes', token });
    expect(list.body).not.toContain(PIN);
    expect(lines.join('\n')).not.toContain(PIN);
    // another member has no PIN of this one's
    const other = await inject(app, { method: 'GET', url: '/v1/me/credit-freezes/transunion/pin', token: otherToken });
    expect(json(other)).toEqual({ pin: null });
  });

  it('closes the freeze step of an alert that arrives after the freeze was recorded', async () => {
    // TransUnion was recorded frozen above; Equifax is not frozen any more
    await addInquiry('evt_inquiry0002');
    const later = await page('evt_inquiry0002');
    expect(stepOf(later, 'freeze_transunion')).toMatchObject({ done: true, closedBy: 'check' });
    expect(stepOf(later, 'freeze_equifax')).toMatchObject({ done: false, closedBy: 'none' });
  });

  it("answers 404 for another member's alert", async () => {
    const response = await get(forumAlertId, otherToken);
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ message: 'Alert not found', statusCode: 404 });
    const put = await inject(app, {
      method: 'PUT',
      url: `/v1/me/alerts/${forumAlertId}/steps/change_password`,
      token: otherToken,
      payload: { done: true },
    });
    expect(put.statusCode).toBe(404);
  });

  it('says an archived alert was archived with its watch', async () => {
    await app.db
      .updateTable('identity_notifications')
      .set({ archived_at: clock.now })
      .where('alert_id', '=', forumAlertId)
      .execute();
    expect((await page(forumAlertId)).archivedAt).toBe(new Date(clock.now).toISOString());
    await app.db
      .updateTable('identity_notifications')
      .set({ archived_at: null })
      .where('alert_id', '=', forumAlertId)
      .execute();
  });

  it('e-mails the thaw reminder once, a few days before the planned application', async () => {
    const planned = await inject(app, {
      method: 'PUT',
      url: '/v1/me/credit-freezes/planned-application',
      token,
      payload: { date: '2026-11-12' },
    });
    expect(json<{ plannedApplication: unknown }>(planned).plannedApplication).toEqual({
      date: '2026-11-12',
      reminderOn: '2026-11-07',
      reminderSentAt: null,
    });
    const outbox = () =>
      app.db
        .selectFrom('email_outbox')
        .select(['subject', 'body'])
        .where('recipient', '=', MEMBERS.darkWeb)
        .where('subject', 'like', 'Lift your credit freeze%')
        .execute();

    await app.jobs.send(creditFreezeRemindersJob.name, {});
    await app.jobs.drain(creditFreezeRemindersJob.name);
    expect(await outbox()).toHaveLength(0);

    clock.advance(6 * 24 * 60 * 60 * 1000);
    for (let run = 0; run < 2; run += 1) {
      await app.jobs.send(creditFreezeRemindersJob.name, {});
      await app.jobs.drain(creditFreezeRemindersJob.name);
    }
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Lift your credit freeze before your credit application on Nov 12, 2026');
    expect(mails[0]!.body).toContain('TransUnion: https://www.transunion.com/credit-freeze');
    expect(mails[0]!.body).not.toContain(PIN);
  });
});
