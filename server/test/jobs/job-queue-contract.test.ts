import { execFile } from 'node:child_process';
import path from 'node:path';

import Fastify, { type FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';

import { createDatabase, type DatabaseHandle } from '../../src/db/create-database';
import { jobSchemaName } from '../../src/db/job-schema-name';
import { migrateToLatest } from '../../src/db/migrate';
import { sendJobsFromMigration } from '../../src/db/migrations/send-jobs-from-migration';
import type { Database } from '../../src/db/schema';
import { createJobQueue, withFailureJob, withSettings } from '../../src/jobs/create-job-queue';
import { defineJob, type JobDefinition } from '../../src/jobs/define-job';
import type { JobQueue } from '../../src/jobs/job-queue';
import { createTestDatabase, ENGINES, TestClock, type TestDatabase } from '../helper';

// The contract of the queue port (issue 57), one suite for both adapters: the embedded SQLite queue and pg-boss.
// Effects are rows of a table the jobs write (job_effects); time moves with the test clock on SQLite and by moving
// pg-boss's own timestamps back on PostgreSQL (pg-boss reads the database's clock).

const log = Fastify({ logger: false }).log;
const TSX = path.join(__dirname, '../../node_modules/.bin/tsx');
const DRAIN_PROCESS = path.join(__dirname, 'fixtures/sqlite-drain-process.ts');
const app = {} as FastifyInstance;

describe.each(ENGINES)('job queue contract on %s', (engine) => {
  let database: TestDatabase;
  let handles: DatabaseHandle[];
  let db: Kysely<Database>;
  const clock = new TestClock();
  const effects = () =>
    sql<{ n: number }>`select count(*) as n from job_effects`.execute(db).then((r) => Number(r.rows[0]!.n));

  /** When false, the next try of the `flaky` job throws after writing its effect. */
  let flakyPasses = false;
  /** Payload keys the `effect` job has been worked for (in process, whatever commits). */
  let worked: string[] = [];

  const effect = defineJob<{ key: string }>({
    name: 'effect',
    retry: { limit: 2, delayMs: 1_000, backoff: true },
    expireInMs: 1_000,
    async work({ key }, context) {
      worked.push(key);
      await sql`insert into job_effects (key) values (${key})`.execute(context.db);
    },
  });
  const flaky = defineJob<{ key: string }>({
    name: 'flaky',
    retry: { limit: 2, delayMs: 1_000, backoff: true },
    async work({ key }, context) {
      await sql`insert into job_effects (key) values (${key})`.execute(context.db);
      if (!flakyPasses) throw new Error('flaky failed');
    },
  });
  const single = defineJob({ name: 'single', singleton: true, retry: { limit: 0 }, work: async () => {} });
  const cron = defineJob({
    name: 'cron',
    singleton: true,
    schedule: '0 * * * *',
    retry: { limit: 0 },
    async work(_payload, context) {
      await sql`insert into job_effects (key) values ('cron')`.execute(context.db);
    },
  });
  /** Fails every try after writing an effect (rolled back); its onFailed records the failure once. */
  const doomed = defineJob<{ key: string }>({
    name: 'doomed',
    retry: { limit: 1, delayMs: 1_000, backoff: false },
    expireInMs: 1_000,
    async work({ key }, context) {
      await sql`insert into job_effects (key) values (${key})`.execute(context.db);
      throw new Error('doomed to fail');
    },
    async onFailed({ key }, context) {
      await sql`insert into job_effects (key) values (${`failed:${key}:${context.failure ?? ''}`})`.execute(context.db);
    },
  });
  const JOBS: JobDefinition[] = [effect, flaky, single, cron, doomed];
  const failedKeys = () =>
    sql<{ key: string }>`select key from job_effects where key like 'failed:%' order by key`
      .execute(db)
      .then((result) => result.rows.map((row) => row.key));

  async function queue(target: DatabaseHandle, jobs = JOBS): Promise<JobQueue> {
    const created = await createJobQueue({
      db: target.db,
      dialect: target.dialect,
      app,
      clock: clock.read,
      log,
      pollIntervalMs: 20,
    });
    await created.register(jobs.flatMap((job) => withFailureJob(withSettings(job))));
    return created;
  }

  async function open(): Promise<DatabaseHandle> {
    const handle = createDatabase(database.config);
    handles.push(handle);
    return handle;
  }

  /** Moves time on: the test clock, and on PostgreSQL pg-boss's due and start times. */
  async function advance(ms: number): Promise<void> {
    clock.advance(ms);
    if (engine !== 'postgres') return;
    const jobs = sql.table(`${jobSchemaName(database.config.kind === 'postgres' ? database.config.schema! : '')}.job`);
    await sql`update ${jobs} set start_after = start_after - ${`${ms} milliseconds`}::interval,
      started_on = started_on - ${`${ms} milliseconds`}::interval`.execute(db);
  }

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    handles = [];
    const first = await open();
    await migrateToLatest(first.db, first.dialect);
    db = first.db;
    await sql`create table job_effects (key text not null)`.execute(db);
  });
  afterAll(async () => {
    for (const handle of handles) await handle.db.destroy();
    await database.drop();
  });
  beforeEach(async () => {
    await sql`delete from job_effects`.execute(db);
    // each test starts with no schedule fired (the clock moves back and forth between tests)
    await sql`delete from scheduled_tasks`.execute(db);
    // nor a fired one waiting: any drain fires the due schedules, at whatever time an earlier test left the clock
    if (engine === 'sqlite') await sql`delete from jobs where name = 'cron'`.execute(db);
    worked = [];
  });

  it('works a sent job once', async () => {
    const jobs = await queue(handles[0]!);
    const id = await jobs.send('effect', { key: 'a' });
    expect(id).not.toBeNull();
    expect(await jobs.drain('effect')).toBe(1);
    expect(await jobs.drain('effect')).toBe(0);
    expect(await effects()).toBe(1);
    expect((await jobs.get(id!))?.state).toBe('completed');
  });

  it('retries a failing job with backoff, rolls back each failed try, and gives up after the limit', async () => {
    const jobs = await queue(handles[0]!);
    flakyPasses = false;
    const id = (await jobs.send('flaky', { key: 'f' }))!;
    expect(await jobs.drain('flaky')).toBe(1);
    let job = await jobs.get(id);
    expect(job).toMatchObject({ state: 'retry', attempts: 1 });
    // not due before its delay
    expect(await jobs.drain('flaky')).toBe(0);
    await advance(2_000);
    expect(await jobs.drain('flaky')).toBe(1);
    job = await jobs.get(id);
    expect(job).toMatchObject({ state: 'retry', attempts: 2 });
    // the second wait is longer than the first (backoff): 2 s is not enough on either engine
    const firstWait = 1_000;
    expect(job!.runAfter - (engine === 'sqlite' ? clock.now : Date.now())).toBeGreaterThanOrEqual(firstWait * 2 - 200);
    await advance(10_000);
    expect(await jobs.drain('flaky')).toBe(1);
    expect(await jobs.get(id)).toMatchObject({ state: 'failed', attempts: 3 });
    await advance(60_000);
    expect(await jobs.drain('flaky')).toBe(0);
    // every try wrote its effect and threw: nothing committed
    expect(await effects()).toBe(0);
  });

  it("runs a job's onFailed once, with its payload and failure, when its tries are spent", async () => {
    const jobs = await queue(handles[0]!);
    const id = (await jobs.send('doomed', { key: 'd' }))!;
    expect(await jobs.drain('doomed')).toBe(1);
    expect(await jobs.drain('doomed-failed')).toBe(0);
    await advance(5_000);
    expect(await jobs.drain('doomed')).toBe(1);
    expect(await jobs.get(id)).toMatchObject({ state: 'failed', attempts: 2 });
    expect(await jobs.drain('doomed-failed')).toBe(1);
    expect(await jobs.drain('doomed-failed')).toBe(0);
    // the tries' own effects rolled back; the failure is recorded once
    expect(await failedKeys()).toEqual(['failed:d:doomed to fail']);
    expect(await effects()).toBe(1);
  });

  it("runs a job's onFailed when the worker of its last try died", async () => {
    const jobs = await queue(handles[0]!);
    const id = (await jobs.send('doomed', { key: 'gone' }))!;
    // its one retry is spent by a worker that died: the job is left active on its last try
    if (engine === 'sqlite') {
      await db
        .updateTable('jobs')
        .set({ state: 'active', lease_token: 'dead', lease_expires_at: clock.now + 1_000, attempts: 2 })
        .where('id', '=', Number(id))
        .execute();
    } else {
      const table = sql.table(
        `${jobSchemaName(database.config.kind === 'postgres' ? database.config.schema! : '')}.job`,
      );
      await sql`update ${table} set state = 'active', started_on = now(), retry_count = 1 where id = ${id}::uuid`.execute(
        db,
      );
    }
    await advance(5_000);
    await jobs.drain('doomed');
    expect(await jobs.get(id)).toMatchObject({ state: 'failed' });
    expect(await jobs.drain('doomed-failed')).toBe(1);
    const recorded = await failedKeys();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatch(/^failed:gone:/);
    // no try of its own committed anything
    expect(await effects()).toBe(1);
  });

  it('works the jobs a migration sent from a retired queue table', async () => {
    const jobs = await queue(handles[0]!);
    await sendJobsFromMigration(
      db as unknown as Kysely<unknown>,
      engine,
      { name: 'effect', retryLimit: 2, retryDelayMs: 1_000, retryBackoff: true, expireMs: 1_000 },
      [
        { payload: { key: 'm1' }, runAfter: 0, attempts: 0 },
        { payload: { key: 'm2' }, runAfter: 0, attempts: 1 },
      ],
    );
    expect(await jobs.drain('effect')).toBe(2);
    expect(worked.sort()).toEqual(['m1', 'm2']);
    expect(await effects()).toBe(2);
  });

  it('keeps one waiting job of a singleton', async () => {
    const jobs = await queue(handles[0]!);
    expect(await jobs.send('single')).not.toBeNull();
    expect(await jobs.send('single')).toBeNull();
    expect(await jobs.drain('single')).toBe(1);
    expect(await jobs.send('single')).not.toBeNull();
    expect(await jobs.drain('single')).toBe(1);
  });

  it('takes over the job of a worker that died, and its effect applies once', async () => {
    const jobs = await queue(handles[0]!);
    const id = (await jobs.send('effect', { key: 'crash' }))!;
    // a worker claimed it and died before completing (its transaction, effect included, never committed): the job
    // is left active with a lease (pg-boss: a start time) that nobody will complete
    if (engine === 'sqlite') {
      await db
        .updateTable('jobs')
        .set({ state: 'active', lease_token: 'dead', lease_expires_at: clock.now + 1_000, attempts: 1 })
        .where('id', '=', Number(id))
        .execute();
    } else {
      const table = sql.table(
        `${jobSchemaName(database.config.kind === 'postgres' ? database.config.schema! : '')}.job`,
      );
      await sql`update ${table} set state = 'active', started_on = now() where id = ${id}::uuid`.execute(db);
    }
    expect(await jobs.drain('effect')).toBe(0);
    // past its lease: SQLite takes it over at once; pg-boss's expiry counts it as a failed try and retries it after
    // the retry delay
    await advance(2_000);
    let taken = await jobs.drain('effect');
    await advance(5_000);
    taken += await jobs.drain('effect');
    expect(taken).toBe(1);
    expect(await effects()).toBe(1);
    expect(await jobs.get(id)).toMatchObject({ state: 'completed', attempts: 2 });
  });

  it('never works one job twice from two instances on one database', async () => {
    const one = await queue(handles[0]!);
    const two = await queue(await open());
    for (let index = 0; index < 20; index += 1) await one.send('effect', { key: `k${index}` });
    // PostgreSQL: the two drain at once. SQLite: two connections in one thread cannot wait for each other (a write
    // transaction held across an await blocks the other's busy wait, and the thread), so they take turns; across
    // processes the claim's compare-and-swap is what keeps them apart.
    const [a, b] =
      engine === 'postgres'
        ? await Promise.all([one.drain('effect'), two.drain('effect')])
        : [await one.drain('effect'), await two.drain('effect')];
    expect(a + b).toBe(20);
    expect(worked.sort()).toEqual(Array.from({ length: 20 }, (_, index) => `k${index}`).sort());
    expect(await effects()).toBe(20);
  });

  if (engine === 'sqlite') {
    // pg-boss archives and deletes its finished jobs itself (its maintenance, on the database's clock)
    it('purges finished jobs after their retention', async () => {
      const jobs = await queue(handles[0]!);
      const id = (await jobs.send('effect', { key: 'old' }))!;
      await jobs.drain('effect');
      await advance(6 * 24 * 60 * 60 * 1000);
      await jobs.drain('effect');
      expect(await jobs.get(id)).toMatchObject({ state: 'completed' });
      await advance(2 * 24 * 60 * 60 * 1000);
      await jobs.drain('effect');
      expect(await jobs.get(id)).toBeUndefined();
    });

    it('never works one job twice from two processes on one SQLite file', async () => {
      // the child processes run on the real clock: the jobs must be due by it
      clock.now = Date.now();
      const seed = await queue(handles[0]!, [defineJob({ name: 'slow', retry: { limit: 0 }, work: async () => {} })]);
      for (let index = 0; index < 40; index += 1) await seed.send('slow', { key: `p${index}` });
      const file = database.config.kind === 'sqlite' ? database.config.file : '';
      const drain = () =>
        new Promise<number>((resolve, reject) => {
          execFile(TSX, [DRAIN_PROCESS, file], { timeout: 60_000 }, (error, stdout) =>
            error ? reject(error) : resolve(Number(stdout.trim())),
          );
        });
      const [a, b] = await Promise.all([drain(), drain()]);
      expect(a + b).toBe(40);
      const keys = await sql<{ key: string }>`select key from job_effects`.execute(db);
      expect(keys.rows).toHaveLength(40);
      expect(new Set(keys.rows.map((row) => row.key)).size).toBe(40);
    }, 90_000);

    it('fires a cron schedule once per period across two instances', async () => {
      const one = await queue(handles[0]!);
      const two = await queue(await open());
      clock.now = Date.UTC(2031, 11, 5, 10, 30);
      await one.drain('cron');
      await two.drain('cron');
      const firstRun = await effects();
      // a schedule never fired before fires at once, then at each cron time
      expect(firstRun).toBe(1);
      clock.now = Date.UTC(2031, 11, 5, 10, 59);
      expect((await one.drain('cron')) + (await two.drain('cron'))).toBe(0);
      clock.now = Date.UTC(2031, 11, 5, 11, 0);
      await two.drain('cron');
      await one.drain('cron');
      expect(await effects()).toBe(2);
    });
  } else {
    it('fires a cron schedule once per minute across two instances (pg-boss timekeeper)', async () => {
      const everyMinute = defineJob({ ...cron, schedule: '* * * * *' });
      const one = await queue(handles[0]!, [everyMinute]);
      const two = await queue(await open(), [everyMinute]);
      await Promise.all([one.start(), two.start()]);
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline && (await effects()) === 0) await new Promise((resolve) => setTimeout(resolve, 200));
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await Promise.all([one.stop(), two.stop()]);
      expect(await effects()).toBe(1);
    });
  }
});
