import { sql, type Kysely } from 'kysely';

import type { DialectName } from '../create-database';
import { jobSchemaName } from '../job-schema-name';

// Work waiting in a queue table that moves onto the job engine (issue 57 point 2) becomes jobs of the engine in the
// migration that retires the table, so nothing queued or running is lost. Written once for every such migration, with
// the queue's settings given by the migration itself (frozen: a job definition may change later; the app's register
// applies the deployment's settings to the queue when it starts). Running work counts as waiting: the worker that
// held it is gone with the old code.

export interface MigratedQueue {
  name: string;
  retryLimit: number;
  retryDelayMs: number;
  retryBackoff: boolean;
  expireMs: number;
  /** the queue of its onFailed (failedJobName); made first, with the same settings */
  deadLetter?: string;
}

export interface MigratedJob {
  payload: Record<string, string | number | boolean | null>;
  /** when it may run, in ms since the epoch (a retry's next attempt; the past runs at once) */
  runAfter: number;
  /** tries made already (the new job's retries count on from them) */
  attempts: number;
}

async function currentSchema(db: Kysely<unknown>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('no current schema to find the pg-boss schema beside');
  return schema;
}

async function createPgBossQueue(db: Kysely<unknown>, schema: string, queue: MigratedQueue, name: string) {
  const options = {
    policy: 'standard',
    retryLimit: queue.retryLimit,
    retryDelay: Math.max(1, Math.ceil(queue.retryDelayMs / 1000)),
    retryBackoff: queue.retryBackoff,
    expireInSeconds: Math.max(1, Math.ceil(queue.expireMs / 1000)),
    ...(name === queue.name && queue.deadLetter ? { deadLetter: queue.deadLetter } : {}),
  };
  await sql`select ${sql.raw(`${schema}.create_queue`)}(${name}, ${JSON.stringify(options)}::json)`.execute(db);
}

/** Stores `jobs` as waiting jobs of `queue` on the engine of `dialect` (pg-boss's schema, or the embedded table). */
export async function sendJobsFromMigration(
  db: Kysely<unknown>,
  dialect: DialectName,
  queue: MigratedQueue,
  jobs: readonly MigratedJob[],
): Promise<void> {
  if (dialect === 'postgres') {
    const schema = jobSchemaName(await currentSchema(db));
    if (queue.deadLetter) await createPgBossQueue(db, schema, queue, queue.deadLetter);
    await createPgBossQueue(db, schema, queue, queue.name);
    for (const job of jobs) {
      const retryCount = Math.min(Math.max(0, job.attempts), queue.retryLimit);
      await sql`insert into ${sql.table(`${schema}.job`)} (name, data, retry_limit, retry_count, retry_delay,
          retry_backoff, start_after, expire_in, dead_letter, policy)
        values (${queue.name}, ${JSON.stringify(job.payload)}::jsonb, ${queue.retryLimit}, ${retryCount},
          ${Math.max(1, Math.ceil(queue.retryDelayMs / 1000))}, ${queue.retryBackoff},
          to_timestamp(${job.runAfter / 1000}), ${`${Math.max(1, Math.ceil(queue.expireMs / 1000))} seconds`}::interval,
          ${queue.deadLetter ?? null}, 'standard')`.execute(db);
    }
    return;
  }
  const now = Date.now();
  for (const job of jobs) {
    await sql`insert into jobs (name, payload, state, attempts, retry_limit, retry_delay_ms, retry_backoff,
        expire_ms, run_after, created_at)
      values (${queue.name}, ${JSON.stringify(job.payload)}, 'created',
        ${Math.min(Math.max(0, job.attempts), queue.retryLimit)}, ${queue.retryLimit}, ${queue.retryDelayMs},
        ${queue.retryBackoff ? 1 : 0}, ${queue.expireMs}, ${job.runAfter}, ${now})`.execute(db);
  }
}
