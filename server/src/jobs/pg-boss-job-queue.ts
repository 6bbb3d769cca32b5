import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';

import type { Database } from '../db/schema';
import type { JobPayload } from './define-job';
import { LeaseLostError, type JobQueue, type JobSnapshot, type JobState, type RegisteredJob } from './job-queue';

// The PostgreSQL adapter of the queue port (issue 57 point 1): pg-boss 10 in its own schema (made by migration 0100,
// so `migrate: false`). pg-boss does the claiming (SKIP LOCKED), retries and backoff, singleton queues ("stately"),
// expiry of a job whose worker died, archiving and cron schedules (its timekeeper, one instance per minute).
// pg-boss runs its SQL through the app's Kysely pool (no second pool), and this adapter fetches and completes jobs
// itself rather than through `boss.work`, for one reason: an atomic job's effects and its completion commit in one
// transaction. The job is fetched (state active, started_on set by the database), worked inside a transaction, and
// completed with pg-boss's own `complete` through that transaction, after checking (row locked) that the job is
// still active with the started_on it was fetched with: if it expired and another worker took it, the check fails and
// this try's effects roll back. A failure is recorded with `fail` under the same check, so it never fails another
// worker's try.

/** pg-boss's Db port over a Kysely connection (the pool, or a transaction). */
function executorOf(db: Kysely<Database>): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows as unknown[] };
    },
  };
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function createPgBossJobQueue(options: {
  db: Kysely<Database>;
  app: FastifyInstance;
  clock: () => number;
  log: FastifyBaseLogger;
  /** pg-boss's schema (jobSchemaName of the app's schema) */
  schema: string;
  pollIntervalMs: number;
  /** how often pg-boss expires a dead worker's jobs (default 60) */
  maintenanceIntervalSeconds?: number;
}): JobQueue {
  const { db, app, clock, log, schema } = options;
  const boss = new PgBoss({
    db: executorOf(db),
    schema,
    migrate: false,
    // expiry, archiving and deletion of old jobs, by one instance at a time (pg-boss's advisory lock)
    supervise: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
    schedule: true,
    cronWorkerIntervalSeconds: 1,
  });
  boss.on('error', (error) => log.error({ err: error }, 'pg-boss error'));
  const jobs = new Map<string, RegisteredJob>();
  let started = false;
  let stopping = false;
  const loops: Promise<void>[] = [];
  /** the waits between passes, each with the pass it would start (stop runs them at once, so the loops end) */
  const timers = new Map<NodeJS.Timeout, () => void>();

  function jobOf(name: string): RegisteredJob {
    const job = jobs.get(name);
    if (!job) throw new Error(`no job named "${name}" is registered`);
    return job;
  }

  /** Locks the job's row and checks it is still this try's: active, started when it was fetched. */
  async function stillOurs(trx: Kysely<Database>, job: PgBoss.JobWithMetadata<JobPayload>): Promise<boolean> {
    const { rows } = await sql<{ started_on: Date | null; state: string }>`
      select started_on, state from ${sql.table(`${schema}.job`)}
      where name = ${job.name} and id = ${job.id} for update`.execute(trx);
    const row = rows[0];
    return row?.state === 'active' && row.started_on?.getTime() === new Date(job.startedOn).getTime();
  }

  /** Fetches one due job of `name` and works it; false when none was due. */
  async function workOne(name: string): Promise<boolean> {
    const definition = jobOf(name);
    const [job] = await boss.fetch<JobPayload>(name, { batchSize: 1, includeMetadata: true });
    if (!job) return false;
    const jobLog = log.child({ job: name, jobId: job.id, attempt: job.retryCount + 1 });
    const failure = failureOf(job.output);
    const context = (target: Kysely<Database>) => ({
      db: target,
      app,
      now: clock(),
      attempt: job.retryCount + 1,
      jobId: job.id,
      log: jobLog,
      ...(failure === undefined ? {} : { failure }),
    });
    try {
      // a non-atomic job writes through its own guarded transactions first; the completion follows
      if (!definition.atomic) await definition.work(job.data, context(db));
      await db.transaction().execute(async (trx) => {
        if (definition.atomic) await definition.work(job.data, context(trx));
        if (!(await stillOurs(trx, job))) throw new LeaseLostError(`job ${job.id} expired and was taken over`);
        await boss.complete(name, job.id, {}, { db: executorOf(trx) });
      });
    } catch (error) {
      if (error instanceof LeaseLostError) {
        jobLog.warn('job expired before completion; its effects were rolled back');
        return true;
      }
      jobLog.error({ err: error }, 'job failed');
      const message = error instanceof Error ? error.message : String(error);
      await db.transaction().execute(async (trx) => {
        if (await stillOurs(trx, job)) await boss.fail(name, job.id, { message }, { db: executorOf(trx) });
      });
    }
    return true;
  }

  async function drainOne(name: string): Promise<number> {
    let worked = 0;
    while (await workOne(name)) worked += 1;
    return worked;
  }

  /** One polling loop of a job (concurrency = loops per instance); waits pollIntervalMs when nothing was due. */
  function loop(name: string): Promise<void> {
    return new Promise<void>((resolve) => {
      const tick = () => {
        if (stopping) return resolve();
        drainOne(name)
          .catch((error: unknown) => log.error({ err: error, job: name }, 'job loop pass failed'))
          .finally(() => {
            if (stopping) return resolve();
            const timer = setTimeout(() => {
              timers.delete(timer);
              tick();
            }, options.pollIntervalMs);
            timer.unref();
            timers.set(timer, tick);
          });
      };
      tick();
    });
  }

  const enabled = () => [...jobs.values()].filter((job) => job.enabled);

  return {
    engine: 'pg-boss',
    async register(registered) {
      for (const job of registered) {
        jobs.set(job.name, job);
        const queue: PgBoss.Queue = {
          name: job.name,
          policy: job.singleton ? 'stately' : 'standard',
          retryLimit: job.retry.limit,
          retryDelay: job.retry.backoff ? seconds(job.retry.delayMs) : Math.ceil(job.retry.delayMs / 1000),
          retryBackoff: job.retry.backoff,
          expireInSeconds: seconds(job.expireInMs),
          // a job failed for good (fail or expiry) is copied there with its payload: its onFailed runs as that job
          ...(job.deadLetter ? { deadLetter: job.deadLetter } : {}),
        };
        // create_queue does nothing for a queue that exists; the update applies this deployment's settings
        await boss.createQueue(job.name, queue);
        await boss.updateQueue(job.name, queue);
        if (job.enabled && job.schedule) await boss.schedule(job.name, job.schedule, {}, { tz: 'UTC' });
        else await boss.unschedule(job.name);
      }
    },
    async send(name, payload = {}, sendOptions = {}) {
      const job = jobOf(name);
      return boss.send(name, payload, {
        ...(job.singleton ? { singletonKey: sendOptions.singletonKey ?? name } : {}),
        ...(sendOptions.delayMs ? { startAfter: seconds(sendOptions.delayMs) } : {}),
        ...(sendOptions.db ? { db: executorOf(sendOptions.db) } : {}),
      });
    },
    async drain(name) {
      // jobs whose worker died are put back (retry) or failed now rather than at the next maintenance
      await boss.expire();
      let worked = 0;
      for (const job of name === undefined ? enabled() : [jobOf(name)]) worked += await drainOne(job.name);
      return worked;
    },
    async start() {
      if (started) return;
      started = true;
      stopping = false;
      await boss.start();
      for (const job of enabled()) {
        for (let index = 0; index < job.concurrency; index += 1) loops.push(loop(job.name));
      }
    },
    async stop() {
      if (!started) return;
      stopping = true;
      for (const [timer, tick] of timers) {
        clearTimeout(timer);
        tick();
      }
      timers.clear();
      await Promise.all(loops.splice(0));
      await boss.stop({ graceful: true, close: false, wait: true, timeout: 1_000 });
      started = false;
    },
    async get(id) {
      for (const name of jobs.keys()) {
        const job = await boss.getJobById<JobPayload>(name, id, { includeArchive: true });
        if (job) return snapshot(job);
      }
      return undefined;
    },
  };
}

/** The message pg-boss stored when the job a dead letter copies failed: ours ({ message }) or its expiry's. */
function failureOf(output: unknown): string | undefined {
  if (typeof output !== 'object' || output === null) return undefined;
  const record = output as { message?: unknown; value?: { message?: unknown } };
  const message = record.message ?? record.value?.message;
  return typeof message === 'string' ? message : undefined;
}

function snapshot(job: PgBoss.JobWithMetadata<JobPayload>): JobSnapshot {
  const state: JobState = job.state === 'cancelled' ? 'failed' : job.state;
  return {
    id: job.id,
    name: job.name,
    state,
    // pg-boss counts retries; a job that has started (active, or back waiting after a try) has had retryCount + 1
    attempts: job.startedOn ? job.retryCount + 1 : 0,
    runAfter: new Date(job.startAfter).getTime(),
    payload: job.data,
  };
}
