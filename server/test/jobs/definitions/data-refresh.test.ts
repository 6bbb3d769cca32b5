import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

import type { JobSettings } from '../../../src/config';
import { jobSchemaName } from '../../../src/db/job-schema-name';
import { requestEdition } from '../../../src/jobs/definitions/data-refresh';
import { buildTestApp, ENGINES, inject, json, loginTokens, MEMBERS, TestClock, type Engine } from '../../helper';
import { closeRecords, recordsContext, type RecordsContext } from '../../records-helper';
import { peopleWith, pointerOf } from '../../report-helper';

// Report monitoring's editions on the job engine (issue 57 point 2): the data-refresh job applies an edition once
// whatever the instances and the crashes, its schedule records one edition per period, and an edition whose tries are
// spent is recorded as failed. What an edition changes and who is told: services/data-refresh-service.test.ts.

const NOTIFICATIONS = '/dashboard/api/data-monitoring/notifications/';
/** the job's expiry: a try not completed by then is a dead worker's */
const EXPIRE_MS = 10 * 60_000;

interface Instances {
  context: RecordsContext;
  one: FastifyInstance;
  two: FastifyInstance;
  clock: TestClock;
}

/** A small data set with two instances of the app on it; the job's settings as given (its schedule off by default). */
async function instances(engine: Engine, settings: JobSettings = { enabled: false }): Promise<Instances> {
  const clock = new TestClock(Date.UTC(2031, 11, 5, 10, 30));
  const options = {
    clock: clock.read,
    // no sampled changes: an edition changes only the people a test makes it move
    config: {
      dataRefresh: { changesPer10k: 0 },
      jobs: { start: false, pollIntervalMs: 50, settings: { 'data-refresh': settings } },
    },
  };
  const context = await recordsContext(engine, 300, options);
  const two = await buildTestApp(context.database, { ...options, seed: false });
  return { context, one: context.app, two, clock };
}

async function close(instances: Instances | undefined): Promise<void> {
  await instances?.two.close();
  await closeRecords(instances?.context);
}

/** The one person a test moves, watched by the data-monitoring member; their report updates. */
async function watchedPerson(app: FastifyInstance) {
  const token = (await loginTokens(app, MEMBERS.dataMonitoring)).accessToken;
  const [person] = await peopleWith(app, 0, 1, 10);
  const response = await inject(app, {
    method: 'POST',
    url: '/v1/me/monitored/person-records',
    token,
    payload: { pointer: await pointerOf(app, 'person', person!.id), usageId: 'report-monitoring' },
  });
  expect(response.statusCode).toBe(201);
  // signed in again each time: the tests move the clock past an access token's life
  const updates = async () =>
    json<{ person_notifications: Array<{ field: string | null }> }>(
      await inject(app, {
        method: 'GET',
        url: NOTIFICATIONS,
        token: (await loginTokens(app, MEMBERS.dataMonitoring)).accessToken,
      }),
    ).person_notifications.filter((update) => update.field !== null);
  return { person: person!, updates };
}

const editions = (app: FastifyInstance) =>
  app.db.selectFrom('data_refreshes').select(['edition', 'status', 'error']).orderBy('edition').execute();

/** Both instances drain the job: at once on PostgreSQL, in turn on SQLite (see the contract suite). */
async function drainBoth({ one, two }: Instances, engine: Engine): Promise<number> {
  const [a, b] =
    engine === 'postgres'
      ? await Promise.all([one.jobs.drain('data-refresh'), two.jobs.drain('data-refresh')])
      : [await one.jobs.drain('data-refresh'), await two.jobs.drain('data-refresh')];
  return a + b;
}

describe.each(ENGINES)('data-refresh job on %s', (engine) => {
  let setup: Instances | undefined;
  afterEach(async () => {
    await close(setup);
    setup = undefined;
  });

  /** Moves time on: the test clock, and on PostgreSQL pg-boss's due and start times (it reads the database's). */
  async function advance(ms: number): Promise<void> {
    setup!.clock.advance(ms);
    const config = setup!.context.database.config;
    if (config.kind !== 'postgres') return;
    const jobs = sql.table(`${jobSchemaName(config.schema!)}.job`);
    await sql`update ${jobs} set start_after = start_after - ${`${ms} milliseconds`}::interval,
      started_on = started_on - ${`${ms} milliseconds`}::interval`.execute(setup!.one.db);
  }

  it('applies an edition once across two instances draining', async () => {
    setup = await instances(engine);
    const { one } = setup;
    const { person, updates } = await watchedPerson(one);
    const requested = await requestEdition(one, [person.id]);
    // and the schedule's edition, sent to both: one waits (a singleton), and it is applied once too
    await one.jobs.send('data-refresh');
    await setup.two.jobs.send('data-refresh');

    expect(await drainBoth(setup, engine)).toBe(2);
    expect(await drainBoth(setup, engine)).toBe(0);
    expect(await editions(one)).toEqual([
      { edition: 1, status: 'complete', error: null },
      { edition: 2, status: 'complete', error: null },
    ]);
    expect(requested?.edition).toBe(1);
    expect(await updates()).toHaveLength(1);
  }, 120_000);

  it('leaves nothing of a worker that died mid-edition, and the takeover applies it once', async () => {
    setup = await instances(engine);
    const { one, two } = setup;
    const { person, updates } = await watchedPerson(one);
    const requested = (await requestEdition(one, [person.id]))!;

    // a worker takes the job and dies in the middle of the edition: its transaction never commits
    const config = setup.context.database.config;
    if (config.kind === 'sqlite') {
      await one.db
        .updateTable('jobs')
        .set({ state: 'active', lease_token: 'dead', lease_expires_at: setup.clock.now + EXPIRE_MS, attempts: 1 })
        .where('name', '=', 'data-refresh')
        .execute();
    } else {
      const jobs = sql.table(`${jobSchemaName(config.schema!)}.job`);
      await sql`update ${jobs} set state = 'active', started_on = now() where name = 'data-refresh'`.execute(one.db);
    }
    await expect(
      one.db.transaction().execute(async (trx) => {
        await one.dataRefresh.apply(trx, requested.id);
        throw new Error('the worker died');
      }),
    ).rejects.toThrow('the worker died');
    expect(await one.publicRecordsRepository.person(person.id)).toMatchObject({ place_id: person.place_id });
    expect(await updates()).toEqual([]);
    expect(await editions(one)).toEqual([{ edition: 1, status: 'queued', error: null }]);

    // within its expiry nobody takes it; after it, another instance does (SQLite at once; pg-boss counts the expiry
    // as a failed try and retries after the retry delay)
    expect(await two.jobs.drain('data-refresh')).toBe(0);
    await advance(EXPIRE_MS + 1_000);
    let taken = await two.jobs.drain('data-refresh');
    await advance(EXPIRE_MS);
    taken += await two.jobs.drain('data-refresh');
    expect(taken).toBe(1);
    expect((await one.publicRecordsRepository.person(person.id))?.place_id).not.toBe(person.place_id);
    expect(await updates()).toHaveLength(1);
    expect(await editions(one)).toEqual([{ edition: 1, status: 'complete', error: null }]);
  }, 120_000);

  it('marks an edition failed once its tries are spent', async () => {
    setup = await instances(engine, { enabled: false, retryLimit: 0 });
    const { one } = setup;
    const requested = (await requestEdition(one))!;
    // an edition that cannot be planned: every try fails
    await one.db
      .updateTable('data_refreshes')
      .set({ forced_people: 'not json' })
      .where('id', '=', requested.id)
      .execute();
    expect(await one.jobs.drain('data-refresh')).toBe(1);
    expect(await one.jobs.drain('data-refresh-failed')).toBe(1);
    expect(await editions(one)).toEqual([{ edition: 1, status: 'failed', error: expect.stringContaining('JSON') }]);
  }, 120_000);

  if (engine === 'sqlite') {
    it('records one edition per period across two instances (daily by default)', async () => {
      setup = await instances(engine, {});
      const { one, two, clock } = setup;
      // a schedule never fired before fires at once, then at each cron time (04:00 UTC)
      await one.jobs.drain('data-refresh');
      await two.jobs.drain('data-refresh');
      expect(await editions(one)).toHaveLength(1);
      clock.now = Date.UTC(2031, 11, 6, 3, 59);
      expect((await one.jobs.drain('data-refresh')) + (await two.jobs.drain('data-refresh'))).toBe(0);
      clock.now = Date.UTC(2031, 11, 6, 4, 0);
      await two.jobs.drain('data-refresh');
      await one.jobs.drain('data-refresh');
      expect(await editions(one)).toEqual([
        { edition: 1, status: 'complete', error: null },
        { edition: 2, status: 'complete', error: null },
      ]);
    }, 120_000);
  } else {
    it('records one edition per period across two instances (pg-boss timekeeper, every minute)', async () => {
      setup = await instances(engine, { schedule: '* * * * *' });
      const { one, two } = setup;
      // started early in a minute, so the period cannot end during the test
      while (new Date().getUTCSeconds() > 40) await new Promise((resolve) => setTimeout(resolve, 500));
      await Promise.all([one.jobs.start(), two.jobs.start()]);
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline && (await editions(one)).length === 0) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(await editions(one)).toEqual([{ edition: 1, status: 'complete', error: null }]);
    }, 120_000);
  }
});
