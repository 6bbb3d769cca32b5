import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

import { DAY_MS } from '../../../src/domain/guardian/removal-transitions';
import { jobSchemaName } from '../../../src/db/job-schema-name';
import type { GuardianScanRow } from '../../../src/repositories/guardian-scans-repository';
import { startBrokerSitesRig, type BrokerSitesRig } from '../../broker-sites-helper';
import {
  buildTestApp,
  createTestDatabase,
  ENGINES,
  MEMBERS,
  TestClock,
  testConfig,
  type TestDatabase,
} from '../../helper';
import { seedRecords } from '../../records-helper';

// Guardian's jobs (issue 57 point 2), on both engines and two instances of the app on one database: a scan whose
// worker died mid-way is taken over and finishes once; a failing scan is retried with backoff and marked failed once
// its tries are spent; the scheduled jobs move a due removal request on and queue a due re-scan once, whichever
// instance runs them first. The scans read Beacon's own records and the three stand-in broker sites (issue 59), so a
// scan has sites to stop between.

const SCAN = 'guardian-scan';
const MINUTE_MS = 60 * 1000;

jest.setTimeout(60_000);

describe.each(ENGINES)('Guardian jobs on %s', (engine) => {
  let database: TestDatabase;
  /** an instance whose scans call `onSite` after each site (a test stops or fails them there) */
  let one: FastifyInstance;
  let two: FastifyInstance;
  const clock = new TestClock(Date.UTC(2026, 10, 2, 9));
  let onSite: (scan: GuardianScanRow, brokersDone: number) => Promise<void> = async () => {};
  let rig: BrokerSitesRig;
  let accountId: number;
  let memberId: number;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedRecords(database, 300);
    rig = await startBrokerSitesRig(database);
    one = await buildTestApp(database, {
      clock: clock.read,
      config: rig.config,
      guardian: { afterBroker: (scan, done) => onSite(scan, done) },
    });
    // the second instance reads the same sites; the sites' replies reach the first one's inbound endpoint
    two = await buildTestApp(database, {
      clock: clock.read,
      config: { ...rig.config, inboundMail: testConfig().inboundMail },
      seed: false,
    });
    accountId = (await one.accounts.findByEmail(MEMBERS.guardianFamily))!.id;
  }, 120_000);
  afterAll(async () => {
    await one.close();
    await two.close();
    await rig.close();
    await database.drop();
  });
  afterEach(() => {
    onSite = async () => {};
  });

  /** Moves time on: the apps' clock, and on PostgreSQL pg-boss's due and start times (it keeps the database's). */
  async function advance(ms: number): Promise<void> {
    clock.advance(ms);
    if (engine !== 'postgres' || database.config.kind !== 'postgres') return;
    const jobs = sql.table(`${jobSchemaName(database.config.schema!)}.job`);
    await sql`update ${jobs} set start_after = start_after - ${`${ms} milliseconds`}::interval,
      started_on = started_on - ${`${ms} milliseconds`}::interval`.execute(one.db);
  }

  const scanRow = (id: number) =>
    one.db.selectFrom('guardian_scans').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('takes over a scan whose worker died mid-way, and applies its result once', async () => {
    // a grown-up of the public records with a home: Beacon lists them, and so does each stand-in site (RecordHarbor
    // lists only people born before 2008)
    const person = await one.db
      .selectFrom('pr_people')
      .innerJoin('pr_places', 'pr_places.id', 'pr_people.place_id')
      .select([
        'pr_people.first_name',
        'pr_people.last_name',
        'pr_places.street_number',
        'pr_places.street_name',
        'pr_places.city',
        'pr_places.state',
      ])
      .where('pr_people.opted_out', '=', 0)
      .where('pr_people.dob', '<', '1990-01-01')
      .orderBy('pr_people.id')
      .offset(7)
      .limit(1)
      .executeTakeFirstOrThrow();
    const member = await two.protectionMembers.addFamily(accountId, {
      firstName: person.first_name,
      lastName: person.last_name,
      relationship: 'sibling',
      authorizedAgent: true,
      emails: ['sibling.in.jobs@example.com'],
      addresses: [{ street: `${person.street_number} ${person.street_name}`, city: person.city, state: person.state }],
    });
    memberId = member.id;
    const sitesRead = 1 + Object.keys(rig.standIns.origins).length;
    const scan = await one.db
      .selectFrom('guardian_scans')
      .selectAll()
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(scan.status).toBe('queued');

    // instance one stops halfway through the sites, as a process killed mid-scan would
    let resume!: () => void;
    const halted = new Promise<void>((resolve) => (resume = resolve));
    let reachedHalf!: () => void;
    const atHalf = new Promise<void>((resolve) => (reachedHalf = resolve));
    onSite = async (_scan, done) => {
      if (done === 2) {
        reachedHalf();
        await halted;
      }
    };
    const first = one.jobs.drain(SCAN);
    await atHalf;
    // members see the progress of the running scan: Beacon's records read, the first site not yet counted
    expect(await scanRow(scan.id)).toMatchObject({ status: 'running', brokers_total: sitesRead, brokers_done: 1 });
    const firstTry = (await scanRow(scan.id)).job_try;
    expect(firstTry).toMatch(/\/1$/);

    // its job expires; instance two takes it over (pg-boss: the expiry is a failed try, retried after its delay)
    await advance(5 * MINUTE_MS + 1_000);
    let taken = await two.jobs.drain(SCAN);
    await advance(10 * MINUTE_MS);
    taken += await two.jobs.drain(SCAN);
    expect(taken).toBe(1);
    expect(await scanRow(scan.id)).toMatchObject({
      status: 'complete',
      brokers_total: sitesRead,
      brokers_done: sitesRead,
      job_try: null,
    });
    const finished = await scanRow(scan.id);
    // it found the person at Beacon and at the sites, each listing once
    const found = await one.db.selectFrom('guardian_listings').selectAll().where('member_id', '=', memberId).execute();
    expect(new Set(found.map((listing) => listing.broker_slug))).toEqual(
      new Set(['beacon', ...Object.keys(rig.standIns.origins)]),
    );
    expect(new Set(found.map((listing) => listing.listing_key)).size).toBe(found.length);
    expect(finished.found).toBe(found.length);

    // the first try wakes up: it may write nothing more, neither progress nor a second finish
    resume();
    await first;
    expect(await scanRow(scan.id)).toEqual(finished);
    expect(
      await one.db.selectFrom('guardian_listings').selectAll().where('member_id', '=', memberId).execute(),
    ).toEqual(found);
    const points = await one.db.selectFrom('guardian_scores').select('id').where('scan_id', '=', scan.id).execute();
    expect(points).toHaveLength(1);
    const rescheduled = await one.db
      .selectFrom('protection_members')
      .select('next_scan_at')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(Number(rescheduled.next_scan_at)).toBe(Number(finished.finished_at) + 30 * DAY_MS);
    expect(await one.jobs.drain(SCAN)).toBe(0);
    expect(await two.jobs.drain(SCAN)).toBe(0);
  });

  it('retries a failing scan with backoff (members see it queued again) and marks it failed after 5 tries', async () => {
    let jobTry = '';
    onSite = async (scan, done) => {
      if (done !== 3) return;
      jobTry = (await scanRow(scan.id)).job_try ?? '';
      throw new Error('the site did not answer');
    };
    const scan = await one.guardianScans.queue(one.db, memberId, 'manual', clock.now);
    expect(await one.jobs.drain(SCAN)).toBe(1);
    expect(await scanRow(scan.id)).toMatchObject({ status: 'queued', error: 'the site did not answer' });
    const jobId = jobTry.split('/')[0]!;
    expect(await one.jobs.get(jobId)).toMatchObject({ state: 'retry', attempts: 1 });
    // not due before its delay: 30 s (pg-boss: 30 to 60 s, its backoff has a random part)
    expect(await one.jobs.drain(SCAN)).toBe(0);
    await advance(61_000);
    expect(await one.jobs.drain(SCAN)).toBe(1);
    expect(jobTry).toBe(`${jobId}/2`);
    // the second wait is longer than the first (backoff): at least 60 s
    const retry = await one.jobs.get(jobId);
    expect(retry).toMatchObject({ state: 'retry', attempts: 2 });
    expect(retry!.runAfter - (engine === 'sqlite' ? clock.now : Date.now())).toBeGreaterThanOrEqual(59_000);
    expect(await one.jobs.drain(SCAN)).toBe(0);
    await advance(10 * MINUTE_MS);
    expect(await one.jobs.drain(SCAN)).toBe(1);
    for (const attempt of [4, 5]) {
      await advance(10 * MINUTE_MS);
      expect(await one.jobs.drain(SCAN)).toBe(1);
      expect(jobTry).toBe(`${jobId}/${attempt}`);
    }
    expect(await one.jobs.get(jobId)).toMatchObject({ state: 'failed', attempts: 5 });
    await advance(60 * MINUTE_MS);
    expect(await one.jobs.drain(SCAN)).toBe(0);
    // its onFailed marks the scan failed, once
    expect(await two.jobs.drain(`${SCAN}-failed`)).toBe(1);
    expect(await one.jobs.drain(`${SCAN}-failed`)).toBe(0);
    expect(await scanRow(scan.id)).toMatchObject({
      status: 'failed',
      error: 'the site did not answer',
      job_try: null,
      finished_at: clock.now,
    });
  });

  it('moves a due removal request on and queues a due re-scan once, across two instances', async () => {
    // the removal of the family member's Beacon listing waits for the link mailed to them; unopened, it expires
    const beacon = await one.db
      .selectFrom('guardian_listings')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('broker_slug', '=', 'beacon')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await one.guardianProtection.requestRemovals(accountId, memberId, [beacon.id]);
    const removal = () =>
      one.db.selectFrom('guardian_removals').selectAll().where('listing_id', '=', beacon.id).executeTakeFirstOrThrow();
    const asked = await removal();
    expect(asked.status).toBe('awaiting_confirmation');
    expect(Number(asked.next_due_at)).toBe(clock.now + one.config.optOutTokenTtlMs);

    // a month on: the link has expired unopened and the member's re-scan is due
    await advance(31 * DAY_MS);
    const scheduled = async (app: FastifyInstance) => {
      for (const name of ['guardian-removals', 'guardian-rescans']) {
        // sent here: pg-boss fires schedules on its own clock (on SQLite the drain fires the due one too)
        await app.jobs.send(name);
        expect(await app.jobs.drain(name)).toBe(1);
      }
    };
    await scheduled(one);
    const moved = await removal();
    expect(moved.status).toBe('expired');
    expect(moved.next_due_at).toBeNull();
    // the link expired when it was due, not when a worker got to it
    const history = JSON.parse(moved.history) as Array<{ status: string; at: number }>;
    expect(history.map((step) => step.status)).toEqual(['awaiting_confirmation', 'expired']);
    expect(history[1]!.at).toBe(Number(asked.next_due_at));
    await scheduled(two);
    expect(await removal()).toEqual(moved);
    // nothing at another site was asked for: no check of a listing was sent
    expect(await one.jobs.drain('guardian-check-removal')).toBe(0);

    const rescans = await one.db
      .selectFrom('guardian_scans')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('kind', '=', 'rescan')
      .execute();
    expect(rescans).toHaveLength(1);
    expect(rescans[0]).toMatchObject({ status: 'queued' });
    expect((await one.jobs.drain(SCAN)) + (await two.jobs.drain(SCAN))).toBe(1);
    expect(await scanRow(rescans[0]!.id)).toMatchObject({ status: 'complete' });
  });
});
