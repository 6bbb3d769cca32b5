import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { createScheduledTasksRepository } from '../repositories/scheduled-tasks-repository';
import { createTelemetryRepository } from '../repositories/telemetry-repository';

// Telemetry retention (issue 13 point 3): events and error reports older than TELEMETRY_RETENTION_DAYS are deleted
// by a background loop that every instance runs beside its PDF worker, never by a request. Each instance looks every
// CHECK_EVERY_MS whether the hourly run is due; the scheduled_tasks compare-and-swap lets one instance do each run.

export const TELEMETRY_RETENTION_TASK = 'telemetry-retention';
export const RETENTION_RUN_EVERY_MS = 60 * 60 * 1000;
const CHECK_EVERY_MS = 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionResult {
  /** false when another instance had this run (or it was not due) */
  ran: boolean;
  events: number;
  errors: number;
}

export function createTelemetryRetention(options: {
  db: Kysely<Database>;
  clock: () => number;
  log: FastifyBaseLogger;
  retentionDays: number;
}) {
  const { clock, log, retentionDays } = options;
  const tasks = createScheduledTasksRepository(options.db);
  const telemetry = createTelemetryRepository(options.db);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<RetentionResult> | undefined;
  let stopped = true;

  async function run(): Promise<RetentionResult> {
    const now = clock();
    if (!(await tasks.claim(TELEMETRY_RETENTION_TASK, now, RETENTION_RUN_EVERY_MS))) {
      return { ran: false, events: 0, errors: 0 };
    }
    const deleted = await telemetry.deleteOlderThan(now - retentionDays * DAY_MS);
    if (deleted.events || deleted.errors) log.info(deleted, 'telemetry past its retention deleted');
    return { ran: true, ...deleted };
  }

  /** One run, if due and not taken by another instance. */
  async function runOnce(): Promise<RetentionResult> {
    while (running) await running.catch(() => undefined);
    running = run();
    try {
      return await running;
    } finally {
      running = undefined;
    }
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => log.error({ err: error }, 'telemetry retention failed'))
        .finally(() => schedule(CHECK_EVERY_MS));
    }, delayMs);
    timer.unref();
  }

  return {
    runOnce,
    start(): void {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}

export type TelemetryRetention = ReturnType<typeof createTelemetryRetention>;
