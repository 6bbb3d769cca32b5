import type { FastifyInstance } from 'fastify';

import { checkBreachesJob } from '../../../src/jobs/definitions/check-breaches';
import type { HibpStandIn } from '../../../src/services/breach-feed/hibp-stand-in';
import { BREACHED_MEMBER_EMAIL } from '../../../src/services/breach-feed/hibp-stand-in-scenario';
import { startTestBreachFeed } from '../../breach-feed-helper';
import { runRemovalJobs, startBrokerSitesRig, type BrokerSitesRig } from '../../broker-sites-helper';
import {
  buildTestApp,
  createTestDatabase,
  ENGINES,
  grantSubscriptionTerm,
  inject,
  json,
  loginTokens,
  MEMBERS,
  TestClock,
  type TestDatabase,
} from '../../helper';
import { seedRecords } from '../../records-helper';

// The one exposure view (issue 58 point 6), on both engines, from the real producers: breach alerts raised by the
// check-breaches job from the Have I Been Pwned stand-in, listings found by Guardian's scan job (on Beacon and the three
// stand-in broker sites, whose removals the sites carry out), and the fields of the
// report the member confirmed as their own; ranked worst first with each entry's next step, and only the member's own.

interface Exposure {
  id: string;
  source: 'breach' | 'broker_listing' | 'public_record';
  what: Array<{ type: string; label: string }>;
  where: { name: string; domain: string | null };
  when: { date: string; meaning: string };
  severity: { score: number; label: string };
  next: {
    action: string;
    label: string;
    alertId: string | null;
    protectionMemberId: number | null;
    recordId: number | null;
  };
}

interface Exposures {
  items: Exposure[];
  sources: Array<{ source: string; state: string }>;
}

const URL = '/v1/me/exposures';
const IDENTITY_URL = '/v1/me/identity-monitoring/members';
const GUARDIAN_URL = '/v1/me/personal-data-protection/members';

jest.setTimeout(120_000);

describe.each(ENGINES)('the exposure view on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let standIn: HibpStandIn;
  let sites: BrokerSitesRig;
  const clock = new TestClock(Date.UTC(2026, 10, 2, 9));
  let guardian: string;
  let darkWeb: string;
  let selfProtectionId: number;
  let ownRecordId: number;

  const exposures = async (token: string) => {
    const response = await inject(app, { method: 'GET', url: URL, token });
    expect(response.statusCode).toBe(200);
    return json<Exposures>(response);
  };

  /** Watches the breached stand-in address for the member's own monitored person; the check job raises the alerts. */
  async function watchBreachedEmail(token: string): Promise<string[]> {
    const members = json<{ items: Array<{ id: number; isSelf: boolean }> }>(
      await inject(app, { method: 'GET', url: IDENTITY_URL, token }),
    );
    const self = members.items.find((member) => member.isSelf)!;
    const patched = await inject(app, {
      method: 'PATCH',
      url: `${IDENTITY_URL}/${self.id}/monitored-data`,
      token,
      payload: { data: { emails: [BREACHED_MEMBER_EMAIL] } },
    });
    expect(patched.statusCode).toBe(200);
    await app.jobs.drain(checkBreachesJob.name);
    const alerts = json<{ items: Array<{ alert_id: string }> }>(
      await inject(app, { method: 'GET', url: `${IDENTITY_URL}/${self.id}/alerts`, token }),
    );
    return alerts.items.map((alert) => alert.alert_id);
  }

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedRecords(database, 300);
    const feed = await startTestBreachFeed();
    standIn = feed.standIn;
    sites = await startBrokerSitesRig(database);
    app = await buildTestApp(database, { clock: clock.read, config: { ...sites.config, breachFeed: feed.breachFeed } });
    // the Guardian member also holds dark web monitoring, so all three sources speak for them
    const account = (await app.accounts.findByEmail(MEMBERS.guardian))!;
    const plan = await app.db
      .selectFrom('plans')
      .select('id')
      .where('code', '=', 'dark-web-monthly')
      .executeTakeFirstOrThrow();
    const subscription = await app.db
      .insertInto('subscriptions')
      .values({
        account_id: account.id,
        plan_id: plan.id,
        status: 'active',
        reason: null,
        comment: null,
        next_date: null,
        created_at: clock.now,
        updated_at: clock.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await grantSubscriptionTerm(app, account.id, subscription.id);
    guardian = (await loginTokens(app, MEMBERS.guardian)).accessToken;
    darkWeb = (await loginTokens(app, MEMBERS.darkWeb)).accessToken;

    // the member's own report: a person with relatives and phones, confirmed as theirs
    const person = await app.db
      .selectFrom('pr_people')
      .selectAll()
      .where('opted_out', '=', 0)
      .where('relatives_summary', '<>', '')
      .where('id', 'in', (eb) => eb.selectFrom('pr_phones').select('person_id'))
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const { pointers } = await app.publicRecordsRepository.dataset(clock.now);
    const created = await inject(app, {
      method: 'POST',
      url: '/v1/me/records',
      token: guardian,
      payload: { type: 'person', data: { pointer: pointers.encode('person', person.id) } },
    });
    ownRecordId = json<{ recordId: number }>(created).recordId;
    const claimed = await inject(app, {
      method: 'POST',
      url: `/v1/me/records/${ownRecordId}/claim`,
      token: guardian,
      payload: { value: 'self' },
    });
    expect(claimed.statusCode).toBe(200);
  });
  afterAll(async () => {
    await app.close();
    await sites.close();
    await standIn.close();
    await database.drop();
  });

  it('says which sources have nothing to say before anything is watched, and invents nothing', async () => {
    const before = await exposures(guardian);
    expect(before.sources).toEqual([
      { source: 'breach', state: 'read' },
      { source: 'broker_listing', state: 'not_covered' },
      { source: 'public_record', state: 'read' },
    ]);
    expect(before.items.every((item) => item.source === 'public_record')).toBe(true);
    // without Guardian the record's next step is the public opt-out… until Guardian protects the member (below)
    const home = before.items.find((item) => item.id === 'record:home_address')!;
    expect(home).toMatchObject({
      what: [{ type: 'home_address', label: 'Home address' }],
      where: { name: 'Public records', domain: null },
      when: { meaning: 'last_seen' },
      next: { action: 'opt_out', label: 'Opt out of public records' },
    });

    const nothing = json<Exposures>(
      await inject(app, { method: 'GET', url: URL, token: (await loginTokens(app, MEMBERS.personReport)).accessToken }),
    );
    expect(nothing).toEqual({
      items: [],
      sources: [
        { source: 'breach', state: 'not_covered' },
        { source: 'broker_listing', state: 'not_covered' },
        { source: 'public_record', state: 'not_covered' },
      ],
    });
    expect((await inject(app, { method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it('ranks breaches, listings and record fields together, the password breach first', async () => {
    // Guardian: the self member from the confirmed report, enrolled, its first scan run by the job
    const put = await inject(app, {
      method: 'PUT',
      url: `${GUARDIAN_URL}/self`,
      token: guardian,
      payload: { recordId: ownRecordId },
    });
    expect(put.statusCode).toBe(200);
    selfProtectionId = json<{ id: number }>(put).id;
    const enrolled = await inject(app, {
      method: 'POST',
      url: '/v1/me/personal-data-protection/enroll',
      token: guardian,
      payload: {},
    });
    expect(enrolled.statusCode).toBe(200);
    expect(await app.jobs.drain('guardian-scan')).toBe(1);
    const alertIds = await watchBreachedEmail(guardian);
    expect(alertIds).toHaveLength(2);

    const { items, sources } = await exposures(guardian);
    expect(sources.map((entry) => entry.state)).toEqual(['read', 'read', 'read']);

    // the verified breach with passwords is the worst of all
    expect(items[0]).toMatchObject({
      source: 'breach',
      where: { name: 'Stand-in Forum', domain: 'stand-in-forum.example' },
      when: { date: '2019-04-02', meaning: 'breached' },
      severity: { label: 'Critical' },
      next: { action: 'alert_page', label: 'See what to do' },
    });
    expect(items[0]!.what.map((kind) => kind.label)).toEqual(['Password', 'E-mail address', 'Username']);
    expect(alertIds).toContain(items[0]!.next.alertId);
    // the unverified one is there too, from its own alert; the sensitive breach HIBP keeps quiet about is not
    const shop = items.find((item) => item.where.name === 'Stand-in Shop')!;
    expect(shop.what.map((kind) => kind.label)).toEqual(['Home address', 'Phone number', 'E-mail address', 'Name']);
    expect(items.some((item) => item.where.name === 'Stand-in Dating')).toBe(false);
    const breaches = items.filter((item) => item.source === 'breach');
    expect(breaches.map((item) => item.next.alertId).sort()).toEqual([...alertIds].sort());

    // every listing the scan found is there, each leading to the Guardian report of the member's own record
    const listings = await app.db
      .selectFrom('guardian_listings')
      .select('id')
      .where('member_id', '=', selfProtectionId)
      .where('present', '=', 1)
      .execute();
    const listed = items.filter((item) => item.source === 'broker_listing');
    expect(listed.map((item) => item.id).sort()).toEqual(listings.map((row) => `listing:${row.id}`).sort());
    for (const item of listed) {
      expect(item.next).toEqual({
        action: 'guardian_report',
        label: 'Ask Guardian to remove it',
        alertId: null,
        protectionMemberId: selfProtectionId,
        recordId: ownRecordId,
      });
      expect(item.when).toEqual({ date: '2026-11-02', meaning: 'found' });
    }
    expect(listed.some((item) => item.where.name === 'Beacon')).toBe(true);
    // with Guardian, the record's fields are removed through Guardian too
    const record = items.filter((item) => item.source === 'public_record');
    expect(record.map((item) => item.what[0]!.label)).toEqual(
      expect.arrayContaining(['Home address', 'Date of birth', 'Phone number', 'Relatives']),
    );
    for (const item of record) expect(item.next.action).toBe('guardian_report');

    // worst first, ties newest first
    for (let index = 1; index < items.length; index += 1) {
      const [before, after] = [items[index - 1]!, items[index]!];
      expect(before.severity.score).toBeGreaterThanOrEqual(after.severity.score);
      if (before.severity.score === after.severity.score) expect(before.when.date >= after.when.date).toBe(true);
    }
  });

  it('ranks a listing whose removal is under way below a live one, and keeps it until it is down', async () => {
    const { items } = await exposures(guardian);
    // the member's listing at PeoplePath, whose multi-step form Guardian fills in, and which removes it 3 days later
    const live = items.find((item) => item.source === 'broker_listing' && item.where.name === 'PeoplePath')!;
    // the site's real address, not a made-up domain
    expect(live.where.domain).toBe(sites.standIns.origins.peoplepath!.replace(/^http:\/\//, ''));
    const otherLive = items.filter((item) => item.source === 'broker_listing' && item.id !== live.id);
    const response = await inject(app, {
      method: 'POST',
      url: `${GUARDIAN_URL}/${selfProtectionId}/removals`,
      token: guardian,
      payload: { listingIds: [Number(live.id.slice('listing:'.length))] },
    });
    expect(response.statusCode).toBe(200);
    const requested = (await exposures(guardian)).items.find((item) => item.id === live.id)!;
    expect(requested.severity.score).toBeLessThan(live.severity.score);
    expect(requested.next.label).toBe('Follow the removal request');

    // Guardian sends the request through the site's form; the listing is still up, so the exposure stays
    await runRemovalJobs(app);
    const sent = (await exposures(guardian)).items.find((item) => item.id === live.id)!;
    expect(sent).toMatchObject({ severity: requested.severity, next: { label: 'Follow the removal request' } });

    // three days on the site removes it; the next check reads its listing page and finds it down: no exposure any more
    await sites.advanceDays(3);
    clock.advance(app.config.brokerSites.checkIntervalMs + 1);
    // the access tokens of the day before have expired
    guardian = (await loginTokens(app, MEMBERS.guardian)).accessToken;
    darkWeb = (await loginTokens(app, MEMBERS.darkWeb)).accessToken;
    // the scheduled job that leases due checks (sent here: pg-boss fires schedules on its own clock)
    await app.jobs.send('guardian-removals');
    await app.jobs.drain('guardian-removals');
    await runRemovalJobs(app);
    const removal = await app.db
      .selectFrom('guardian_removals')
      .select('status')
      .where('listing_id', '=', Number(live.id.slice('listing:'.length)))
      .executeTakeFirstOrThrow();
    expect(removal.status).toBe('removed');
    const after = (await exposures(guardian)).items;
    expect(after.some((item) => item.id === live.id)).toBe(false);
    // the member's other listings are still there
    for (const item of otherLive) expect(after.map((entry) => entry.id)).toContain(item.id);
  });

  it('shows another member only theirs', async () => {
    const guardianIds = new Set((await exposures(guardian)).items.map((item) => item.id));
    const theirAlerts = await watchBreachedEmail(darkWeb);
    const theirs = await exposures(darkWeb);
    expect(theirs.sources).toEqual([
      { source: 'breach', state: 'read' },
      { source: 'broker_listing', state: 'not_covered' },
      { source: 'public_record', state: 'not_covered' },
    ]);
    expect(theirs.items.map((item) => item.next.alertId).sort()).toEqual([...theirAlerts].sort());
    expect(theirs.items[0]!.where.name).toBe('Stand-in Forum');
    for (const item of theirs.items) expect(guardianIds.has(item.id)).toBe(false);
  });
});
