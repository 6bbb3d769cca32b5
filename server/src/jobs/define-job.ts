import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';

// A job (issue 57 point 1): what it does and how it is retried, declared once; the queue of the engine (pg-boss on
// PostgreSQL, the embedded queue on SQLite) runs it. Adding a job is one file that calls defineJob plus one line in
// job-registry.ts.

/** What a job's payload may hold: it is stored as JSON (pg-boss's jsonb, a text column on SQLite). */
export type JobPayload = { [key: string]: JsonValue };
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface JobContext {
  /**
   * The connection to write the job's effects with. For an atomic job it is the transaction that also records the
   * job as completed, so the effects and the completion commit together or not at all (a job taken over after a crash
   * then applies once). For a non-atomic job it is the app's database.
   */
  db: Kysely<Database>;
  /** the app, for the services a job calls (billing, mail) */
  app: FastifyInstance;
  /** the app's clock when the try started (tests move it); the queue's own timing is the database's on PostgreSQL */
  now: number;
  /** 1 for the first try */
  attempt: number;
  /** onFailed only: the message of the try that failed for good (or of the expiry that ended it) */
  failure?: string;
  jobId: string;
  log: FastifyBaseLogger;
}

export interface RetryPolicy {
  /** retries after the first try; the job fails for good after limit + 1 tries */
  limit: number;
  /** wait before the first retry */
  delayMs: number;
  /** double the wait at each further retry */
  backoff: boolean;
}

export interface JobDefinition<P extends JobPayload = JobPayload> {
  /** the queue's name: letters, digits and dashes (pg-boss accepts it as a queue name; config uses it as JOB_<NAME>_*) */
  name: string;
  // method syntax on purpose: a job with its own payload type then fits the registry's list of jobs (bivariant)
  work(payload: P, context: JobContext): Promise<void>;
  retry: RetryPolicy;
  /** a cron expression in UTC: the job is sent with an empty payload once per period, by one instance */
  schedule?: string;
  /** at most one job of this name waiting (and one running): a send while one waits is dropped */
  singleton?: boolean;
  /** a running job not completed within this time is taken to be a crashed worker's and is tried again */
  expireInMs: number;
  /**
   * true (default): `work` writes through `context.db`, the transaction that completes the job. false: the job calls
   * services that open their own transactions or reach outside the database (a payment gateway); each of its writes
   * must then be guarded by the state it expects, so a retry after a crash changes nothing twice.
   */
  atomic: boolean;
  /**
   * Runs once when the job has failed for good (its tries spent, or its last worker gone past the expiry), with the
   * same payload: it records the failure in the domain's own state (a PDF marked failed, a mail given up). It is a
   * job of its own, `<name>-failed` (pg-boss's dead letter queue; on SQLite sent in the transaction that fails the
   * job), so it runs even when the worker that failed is gone, and its writes commit with its completion.
   */
  onFailed?(payload: P, context: JobContext): Promise<void>;
}

export interface JobDefinitionInput<P extends JobPayload> extends Omit<
  JobDefinition<P>,
  'atomic' | 'expireInMs' | 'retry'
> {
  retry?: Partial<RetryPolicy>;
  expireInMs?: number;
  atomic?: boolean;
}

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const DEFAULT_RETRY: RetryPolicy = { limit: 3, delayMs: 30_000, backoff: true };
const DEFAULT_EXPIRE_MS = 15 * 60 * 1000;

/** A job definition with its defaults filled in; throws on a name the queues or the config could not carry. */
export function defineJob<P extends JobPayload>(input: JobDefinitionInput<P>): JobDefinition<P> {
  if (!NAME.test(input.name)) throw new Error(`job name "${input.name}" must be kebab-case (a-z, 0-9, dashes)`);
  return {
    ...input,
    retry: { ...DEFAULT_RETRY, ...input.retry },
    expireInMs: input.expireInMs ?? DEFAULT_EXPIRE_MS,
    atomic: input.atomic ?? true,
  };
}

/** The name of the job that runs a job's onFailed (its dead letter queue on pg-boss). */
export function failedJobName(name: string): string {
  return `${name}-failed`;
}

/** The env prefix of a job's settings: telemetry-retention → JOB_TELEMETRY_RETENTION_ (see config.ts). */
export function jobEnvPrefix(name: string): string {
  return `JOB_${name.toUpperCase().replace(/-/g, '_')}_`;
}
