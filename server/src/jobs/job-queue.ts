import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import type { JobDefinition, JobPayload } from './define-job';

// The one queue port (issue 57 point 1). Two adapters: pg-boss on PostgreSQL (pg-boss-job-queue.ts) and the embedded
// queue on SQLite (sqlite-job-queue.ts). Both give the same semantics: retries with backoff, singleton jobs, cron
// schedules fired by one instance per period, a lease (pg-boss's expiry) after which a crashed worker's job is tried
// again, and the effects of an atomic job committed in the transaction that completes it.

/** A job as the queue runs it: its definition with this deployment's settings (config.jobs) applied. */
export interface RegisteredJob extends JobDefinition {
  enabled: boolean;
  /** jobs of this name worked at once by one instance (PostgreSQL; the embedded queue works one job at a time) */
  concurrency: number;
  /** the job that runs this job's onFailed once it has failed for good (failedJobName) */
  deadLetter?: string;
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'failed';

export interface JobSnapshot {
  id: string;
  name: string;
  state: JobState;
  /** tries started so far */
  attempts: number;
  /** when it may run (again), in ms; the database's time on PostgreSQL */
  runAfter: number;
  payload: JobPayload;
}

export interface SendOptions {
  /** a singleton job's key: one job per key waits (default: the job's name); ignored for other jobs */
  singletonKey?: string;
  /** run no earlier than this many ms from now */
  delayMs?: number;
  /**
   * The writer's transaction: the job is stored only if it commits (an outbox row in the writer's transaction on
   * SQLite; pg-boss's insert through the same connection on PostgreSQL).
   */
  db?: Kysely<Database>;
}

export interface JobQueue {
  readonly engine: 'sqlite' | 'pg-boss';
  /** Makes the queues (and cron schedules) of these jobs; called once, before anything is sent or worked. */
  register(jobs: readonly RegisteredJob[]): Promise<void>;
  /** Stores a job; its id, or null when a singleton job of the same key already waits. */
  send(name: string, payload?: JobPayload, options?: SendOptions): Promise<string | null>;
  /**
   * Works due jobs (of `name`, or of every registered job) until none is left, in this process, now; how many it
   * worked (failed tries count). On SQLite the schedules that fell due are sent first. Tests and admin commands.
   */
  drain(name?: string): Promise<number>;
  /** Starts the workers and the scheduler of this instance. */
  start(): Promise<void>;
  /** Stops them, letting a job in hand finish. */
  stop(): Promise<void>;
  /** A job as stored, or undefined once it is gone (archived or purged). */
  get(id: string): Promise<JobSnapshot | undefined>;
}

/** Delay before retry number `retry` (1 for the first retry): the base, doubled per further retry with backoff. */
export function retryDelayFor(policy: { delayMs: number; backoff: boolean }, retry: number): number {
  return policy.backoff ? policy.delayMs * 2 ** Math.min(16, Math.max(0, retry - 1)) : policy.delayMs;
}

export class LeaseLostError extends Error {
  override name = 'LeaseLostError';
}
