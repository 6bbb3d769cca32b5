import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

import { BROKER_CATALOG } from '../../../src/domain/guardian/broker-catalog';
import { DAY_MS } from '../../../src/domain/guardian/removal-transitions';
import { jobSchemaName } from '../../../src/db/job-schema-name';
import type { GuardianScanRow } from '../../../src/repositories/guardian-scans-repository';
import { buildTestApp, createTestDatabase, ENGINES, MEMBERS, TestClock, type TestDatabase } from '../../helper';

// Guardian's jobs (issue 57 point 2), on both engines and two instances of the app on one database: a scan whose
// worker died mid-way is taken over and finishes once; a failing scan is retried with backoff and marked failed once
// its tries are spent; the scheduled jobs move a due removal request on and queue a due re-scan once, whichever
// instance runs them first.

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
  let accountId: number;
  let memberId: number;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    one = await buildTestApp(database, {
      clock: clock.read,
      guardian: { afterBroker: (scan, done) => onSite(scan, done) },
    });
    two = await buildTestApp(database, { clock: clock.read, seed: false });
    accountId = (await one.accounts.findByEmail(MEMBERS.guardianFamily))!.id;
  });
  afterAll(async () => {
    await one.close();
    await two.close();
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
    const member = await two.protectionMembers.addFamily(accountId, {
      firstName: 'Nadia',
      lastName: 'Okonkwo',
      relationship: 'sibling',
      authorizedAgent: true,
      addresses: [{ street: '12 Elm St', city: 'Denver', state: 'CO', zip: '80202' }],
    });
    memberId = member.id;
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
      if (done === 20) {
        reachedHalf();
        await halted;
      }
    };
    const first = one.jobs.drain(SCAN);
    await atHalf;
    // members see the progress of the running scan
    expect(await scanRow(scan.id)).toMatchObject({ status: 'running', brokers_done: 19 });
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
      brokers_done: BROKER_CATALOG.length,
      job_try: null,
    });
    const finished = await scanRow(scan.id);

    // the first try wakes up: it may write nothing more, neither progress nor a second finish
    resume();
    await first;
    expect(await scanRow(scan.id)).toEqual(finished);
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
    const listings = await one.db
      .selectFrom('guardian_listings')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('broker_slug', '<>', 'beacon')
      .orderBy('id')
      .execute();
    expect(listings.length).toBeGreaterThan(0);
    await one.guardianProtection.requestRemovals(accountId, memberId, [listings[0]!.id]);
    const removal = () =>
      one.db
        .selectFrom('guardian_removals')
        .selectAll()
        .where('listing_id', '=', listings[0]!.id)
        .executeTakeFirstOrThrow();
    expect((await removal()).status).toBe('submitted');

    // a month on: the removal request's steps and the member's re-scan are due
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
    expect(moved.status).not.toBe('submitted');
    await scheduled(two);
    expect(await removal()).toEqual(moved);

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
