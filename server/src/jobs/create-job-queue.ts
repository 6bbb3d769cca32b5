import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';

import type { JobSettings } from '../config';
import type { DialectName } from '../db/create-database';
import { jobSchemaName } from '../db/job-schema-name';
import type { Database } from '../db/schema';
import { failedJobName, type JobDefinition } from './define-job';
import type { JobQueue, RegisteredJob } from './job-queue';
import { createPgBossJobQueue } from './pg-boss-job-queue';
import { checkCron } from './sqlite-scheduler';
import { createSqliteJobQueue } from './sqlite-job-queue';

// The queue of the engine the app runs on: pg-boss when the database is PostgreSQL, the embedded queue on SQLite.

/** A job's definition with the settings of config.jobs.settings[name] applied. */
export function withSettings(job: JobDefinition, settings: JobSettings = {}): RegisteredJob {
  const schedule = settings.schedule ?? job.schedule;
  if (schedule) checkCron(schedule);
  return {
    ...job,
    ...(schedule ? { schedule } : {}),
    retry: {
      limit: settings.retryLimit ?? job.retry.limit,
      delayMs: settings.retryDelayMs ?? job.retry.delayMs,
      backoff: settings.retryBackoff ?? job.retry.backoff,
    },
    expireInMs: settings.expireInMs ?? job.expireInMs,
    enabled: settings.enabled ?? true,
    concurrency: settings.concurrency ?? 1,
  };
}

/**
 * A registered job and, when it has onFailed, the job `<name>-failed` that runs it (listed first: pg-boss's dead
 * letter queue must exist before the queue naming it). The failed job takes the job's retries, expiry and switch.
 */
export function withFailureJob(job: RegisteredJob): RegisteredJob[] {
  if (!job.onFailed) return [job];
  const onFailed = job.onFailed.bind(job);
  const { schedule: _schedule, onFailed: _onFailed, ...rest } = job;
  const failed: RegisteredJob = {
    ...rest,
    name: failedJobName(job.name),
    singleton: false,
    atomic: true,
    work: onFailed,
  };
  return [failed, { ...job, deadLetter: failed.name }];
}

/** Every job with its settings; throws for settings that name no job (a typo in JOB_<NAME>_*). */
export function registeredJobs(jobs: readonly JobDefinition[], settings: Record<string, JobSettings>): RegisteredJob[] {
  const unknown = Object.keys(settings).filter((name) => !jobs.some((job) => job.name === name));
  if (unknown.length) throw new Error(`JOB_* settings name no job: ${unknown.join(', ')}`);
  return jobs.flatMap((job) => withFailureJob(withSettings(job, settings[job.name])));
}

export async function createJobQueue(options: {
  db: Kysely<Database>;
  dialect: DialectName;
  app: FastifyInstance;
  clock: () => number;
  log: FastifyBaseLogger;
  pollIntervalMs: number;
  maintenanceIntervalSeconds?: number;
}): Promise<JobQueue> {
  const { dialect, maintenanceIntervalSeconds, ...rest } = options;
  if (dialect === 'sqlite') return createSqliteJobQueue(rest);
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(options.db);
  const appSchema = rows[0]?.schema;
  if (!appSchema) throw new Error('no current schema: cannot find the pg-boss schema beside it');
  return createPgBossJobQueue({ ...rest, maintenanceIntervalSeconds, schema: jobSchemaName(appSchema) });
}
