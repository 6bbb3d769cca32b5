import { randomUUID } from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';

// The one claim protocol of the server (architecture §5 "background work runs from a jobs table polled by the server
// itself, so it works with one instance or many"), used by the embedded job queue (sqlite-job-queue.ts) alone; on
// PostgreSQL the job engine runs on pg-boss instead (its own SKIP LOCKED fetch). Each instance polls its table; a job
// is claimed with a compare-and-swap update, so two instances never work the same job; what a job does on success or
// failure (store the result, retry later, give up after N attempts) is the queue's own business.

export interface ClaimableJob {
  id: number;
  attempts: number;
}

export interface ClaimableQueue<J extends ClaimableJob> {
  /** Jobs that may be claimed now (queued and due, or claimed longer ago than the lease). */
  candidates(now: number, limit: number): Promise<J[]>;
  /** Claims the job as read; false when another worker changed it first. */
  claim(job: J, token: string, now: number): Promise<boolean>;
  /** Works a claimed job and records its outcome; never throws for a failure of the job itself. */
  work(job: J, token: string): Promise<void>;
}

export interface JobRunnerOptions<J extends ClaimableJob> {
  queue: ClaimableQueue<J>;
  clock: () => number;
  log: FastifyBaseLogger;
  pollIntervalMs: number;
  /** Work to do at the start of every pass before claiming jobs (a scheduler queueing what fell due). */
  beforePass?: () => Promise<void>;
}

/** Delay before the next attempt: base, then doubling per attempt made, capped at an hour. */
export function retryDelayMs(attemptsMade: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attemptsMade - 1), 60 * 60 * 1000);
}

export function createJobRunner<J extends ClaimableJob>(options: JobRunnerOptions<J>) {
  const { queue, clock, log, pollIntervalMs } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  /** Claims and works jobs until none is left; returns how many it worked. */
  async function drain(): Promise<number> {
    await options.beforePass?.();
    let worked = 0;
    for (;;) {
      const candidates = await queue.candidates(clock(), 5);
      let claimed: { job: J; token: string } | undefined;
      for (const job of candidates) {
        const token = randomUUID();
        if (await queue.claim(job, token, clock())) {
          claimed = { job, token };
          break;
        }
      }
      if (!claimed) return worked;
      await queue.work(claimed.job, claimed.token);
      worked += 1;
    }
  }

  /** One pass at a time per instance: a pass asked for while one runs waits for it and then runs again. */
  async function runOnce(): Promise<number> {
    while (running) await running.catch(() => 0);
    running = drain();
    try {
      return await running;
    } finally {
      running = undefined;
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => log.error({ err: error }, 'job runner pass failed'))
        .finally(schedule);
    }, pollIntervalMs);
    timer.unref();
  }

  return {
    runOnce,
    start(): void {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => 0);
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
