import cronParser from 'cron-parser';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { createScheduledTasksRepository } from '../repositories/scheduled-tasks-repository';

// The cron scheduler of the embedded queue (issue 57): every instance offers to fire each schedule; the
// scheduled_tasks compare-and-swap on the next due time (the one every periodic task used before) lets one instance
// fire each period, and the job it sends is stored in the same transaction, so a period is never fired without its
// job nor twice. A schedule never fired before fires at once (as the loops it replaces ran at start-up), then at each
// cron time after. On PostgreSQL pg-boss's own scheduler does this.

export interface Schedule {
  name: string;
  cron: string;
}

/** The first cron time strictly after `now` (UTC). */
export function nextCronTime(cron: string, now: number): number {
  return cronParser
    .parseExpression(cron, { currentDate: new Date(now), utc: true })
    .next()
    .getTime();
}

/** Throws when the expression is not a cron expression (so a bad JOB_*_SCHEDULE stops the start). */
export function checkCron(cron: string): void {
  cronParser.parseExpression(cron, { utc: true });
}

export async function fireDueSchedules(options: {
  db: Kysely<Database>;
  schedules: readonly Schedule[];
  now: number;
  /** stores the job of a fired period through the transaction that claimed it */
  send: (trx: Kysely<Database>, name: string) => Promise<unknown>;
}): Promise<number> {
  let fired = 0;
  for (const schedule of options.schedules) {
    const task = `job:${schedule.name}`;
    const due = await options.db
      .selectFrom('scheduled_tasks')
      .select('next_run_at')
      .where('name', '=', task)
      .executeTakeFirst();
    if (due && due.next_run_at > options.now) continue;
    const claimed = await options.db.transaction().execute(async (trx) => {
      const won = await createScheduledTasksRepository(trx).claimUntil(
        task,
        options.now,
        nextCronTime(schedule.cron, options.now),
      );
      if (won) await options.send(trx, schedule.name);
      return won;
    });
    if (claimed) fired += 1;
  }
  return fired;
}
