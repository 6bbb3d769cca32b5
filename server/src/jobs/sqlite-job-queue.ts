import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';

import type { Database, JobsTable } from '../db/schema';
import type { JobPayload } from './define-job';
import { LeaseLostError, retryDelayFor, type JobQueue, type JobSnapshot, type RegisteredJob } from './job-queue';
import { createJobRunner, type ClaimableQueue, type JobRunner } from './job-runner';
import { fireDueSchedules } from './sqlite-scheduler';

// The embedded job queue (issue 57 point 1): the SQLite adapter of the queue port. It claims with the server's one
// claim protocol (job-runner.ts: candidates, then a compare-and-swap claim with a lease token); a claimed job is
// worked in a transaction that also completes it (one connection, so the job's writes go through that transaction
// and nothing waits on itself); a failure retries with backoff until the job's limit; a lease that expired (a worker
// that crashed or hung) is taken over and counts as a try. Finished jobs are purged after a retention. Time is the
// app's clock, so tests move it.

type JobRow = Selectable<JobsTable>;
type Candidate = { id: number; attempts: number; state: JobRow['state']; lease_token: string | null };

const UNIQUE_VIOLATION = /UNIQUE constraint failed/;
/** finished jobs are kept this long (pg-boss archives completed jobs after 12 h and deletes them after a week) */
export const FINISHED_JOB_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export function createSqliteJobQueue(options: {
  db: Kysely<Database>;
  app: FastifyInstance;
  clock: () => number;
  log: FastifyBaseLogger;
  pollIntervalMs: number;
}): JobQueue {
  const { db, app, clock, log } = options;
  const jobs = new Map<string, RegisteredJob>();
  let worker: JobRunner | undefined;

  function jobOf(name: string): RegisteredJob {
    const job = jobs.get(name);
    if (!job) throw new Error(`no job named "${name}" is registered`);
    return job;
  }

  async function insert(
    target: Kysely<Database>,
    name: string,
    payload: JobPayload,
    sendOptions: { singletonKey?: string; delayMs?: number },
    /** a dead letter job: the failure of the job it stands for */
    failure: string | null = null,
  ): Promise<string | null> {
    const job = jobOf(name);
    const now = clock();
    const row = await target
      .insertInto('jobs')
      .values({
        name,
        payload: JSON.stringify(payload),
        state: 'created',
        singleton_key: job.singleton ? (sendOptions.singletonKey ?? name) : null,
        retry_limit: job.retry.limit,
        retry_delay_ms: job.retry.delayMs,
        retry_backoff: job.retry.backoff ? 1 : 0,
        expire_ms: job.expireInMs,
        run_after: now + (sendOptions.delayMs ?? 0),
        created_at: now,
        failure,
      })
      // a singleton job of the same key already waits
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    return row ? String(row.id) : null;
  }

  /** The claim protocol's three steps over the jobs of `names`. */
  function claimable(names: readonly string[]): ClaimableQueue<Candidate> {
    return {
      async candidates(now, limit) {
        if (!names.length) return [];
        return db
          .selectFrom('jobs')
          .select(['id', 'attempts', 'state', 'lease_token'])
          .where('name', 'in', names)
          .where((eb) =>
            eb.or([
              eb.and([eb('state', 'in', ['created', 'retry']), eb('run_after', '<=', now)]),
              eb.and([eb('state', '=', 'active'), eb('lease_expires_at', '<=', now)]),
            ]),
          )
          .orderBy('run_after')
          .orderBy('id')
          .limit(limit)
          .execute();
      },
      async claim(candidate, token, now) {
        try {
          const result = await db
            .updateTable('jobs')
            .set((eb) => ({
              state: 'active',
              lease_token: token,
              lease_expires_at: eb('expire_ms', '+', now),
              attempts: eb('attempts', '+', 1),
            }))
            .where('id', '=', candidate.id)
            .where('state', '=', candidate.state)
            .where('attempts', '=', candidate.attempts)
            .where((eb) =>
              candidate.lease_token === null
                ? eb('lease_token', 'is', null)
                : eb('lease_token', '=', candidate.lease_token),
            )
            .executeTakeFirst();
          return Number(result.numUpdatedRows) === 1;
        } catch (error) {
          // a singleton job whose key has a job running already waits for it (pg-boss's stately queues do the same)
          if (error instanceof Error && UNIQUE_VIOLATION.test(error.message)) return false;
          throw error;
        }
      },
      work: (candidate, token) => work(candidate.id, token),
    };
  }

  /** Works a claimed job and records its outcome; a failure of the job itself is recorded, never thrown. */
  async function work(id: number, token: string): Promise<void> {
    const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const job = jobOf(row.name);
    const payload = JSON.parse(row.payload) as JobPayload;
    const started = clock();
    const jobLog = log.child({ job: row.name, jobId: row.id, attempt: row.attempts });
    // a taken-over job whose tries are all spent (its worker crashed on the last one) fails without running again
    if (row.attempts > row.retry_limit + 1) {
      await finishFailed(row, token, 'tries exhausted: the last worker stopped before completing it');
      return;
    }
    try {
      const complete = async (trx: Kysely<Database>) => {
        const done = await trx
          .updateTable('jobs')
          .set({ state: 'completed', finished_at: clock(), lease_token: null, lease_expires_at: null })
          .where('id', '=', id)
          .where('lease_token', '=', token)
          .executeTakeFirst();
        // the lease ran out and another worker took the job: this try's effects must not commit
        if (Number(done.numUpdatedRows) !== 1) throw new LeaseLostError(`lease of job ${id} lost`);
      };
      const context = (target: Kysely<Database>) => ({
        db: target,
        app,
        now: started,
        attempt: row.attempts,
        jobId: String(id),
        log: jobLog,
        ...(row.failure === null ? {} : { failure: row.failure }),
      });
      if (job.atomic) {
        await db.transaction().execute(async (trx) => {
          await job.work(payload, context(trx));
          await complete(trx);
        });
      } else {
        await job.work(payload, context(db));
        await complete(db);
      }
    } catch (error) {
      if (error instanceof LeaseLostError) {
        jobLog.warn('job lease lost before completion; its effects were rolled back');
        return;
      }
      jobLog.error({ err: error }, 'job failed');
      await finishFailed(row, token, error instanceof Error ? error.message : String(error));
    }
  }

  /** Records a failed try: a retry after the backoff, or failed for good once its retries are spent. */
  async function finishFailed(row: JobRow, token: string, message: string): Promise<void> {
    const now = clock();
    const retriesLeft = row.attempts <= row.retry_limit;
    const set = retriesLeft
      ? {
          state: 'retry' as const,
          run_after:
            now + retryDelayFor({ delayMs: row.retry_delay_ms, backoff: row.retry_backoff === 1 }, row.attempts),
        }
      : { state: 'failed' as const, finished_at: now };
    const job = jobOf(row.name);
    try {
      await db.transaction().execute(async (trx) => {
        const failed = await trx
          .updateTable('jobs')
          .set({ ...set, lease_token: null, lease_expires_at: null, last_error: message.slice(0, 2000) })
          .where('id', '=', row.id)
          .where('lease_token', '=', token)
          .executeTakeFirst();
        // failed for good, by this worker: its onFailed runs as a job of its own, sent with the failure (pg-boss's
        // dead letter queue)
        if (Number(failed.numUpdatedRows) === 1 && !retriesLeft && job.deadLetter) {
          await insert(trx, job.deadLetter, JSON.parse(row.payload) as JobPayload, {}, message.slice(0, 2000));
        }
      });
    } catch (error) {
      if (!(error instanceof Error && UNIQUE_VIOLATION.test(error.message))) throw error;
      // a singleton job of the same key is already waiting to retry: this one gives way (pg-boss drops it too)
      await db
        .updateTable('jobs')
        .set({ state: 'failed', finished_at: now, lease_token: null, lease_expires_at: null, last_error: message })
        .where('id', '=', row.id)
        .where('lease_token', '=', token)
        .execute();
    }
  }

  /** Sends what the schedules owe and purges finished jobs past their retention (each pass, before claiming). */
  async function beforePass(): Promise<void> {
    const now = clock();
    const schedules = [...jobs.values()].flatMap((job) =>
      job.enabled && job.schedule ? [{ name: job.name, cron: job.schedule }] : [],
    );
    await fireDueSchedules({ db, schedules, now, send: (trx, name) => insert(trx, name, {}, {}) });
    await db
      .deleteFrom('jobs')
      .where('state', 'in', ['completed', 'failed'])
      .where('finished_at', '<', now - FINISHED_JOB_RETENTION_MS)
      .execute();
  }

  const enabledNames = () => [...jobs.values()].filter((job) => job.enabled).map((job) => job.name);

  return {
    engine: 'sqlite',
    async register(registered) {
      for (const job of registered) jobs.set(job.name, job);
    },
    send: (name, payload = {}, sendOptions = {}) => insert(sendOptions.db ?? db, name, payload, sendOptions),
    async drain(name) {
      const names = name === undefined ? enabledNames() : [jobOf(name).name];
      const runner = createJobRunner({ queue: claimable(names), clock, log, pollIntervalMs: 0, beforePass });
      return runner.runOnce();
    },
    async start() {
      worker ??= createJobRunner({
        queue: claimable(enabledNames()),
        clock,
        log,
        pollIntervalMs: options.pollIntervalMs,
        beforePass,
      });
      worker.start();
    },
    async stop() {
      await worker?.stop();
    },
    async get(id) {
      const row = await db.selectFrom('jobs').selectAll().where('id', '=', Number(id)).executeTakeFirst();
      return row ? snapshot(row) : undefined;
    },
  };
}

function snapshot(row: JobRow): JobSnapshot {
  return {
    id: String(row.id),
    name: row.name,
    state: row.state,
    attempts: row.attempts,
    runAfter: row.run_after,
    payload: JSON.parse(row.payload) as JobPayload,
  };
}
