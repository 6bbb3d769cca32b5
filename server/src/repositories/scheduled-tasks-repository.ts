import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';

// Periodic tasks that every instance offers to run (migration 0040): a compare-and-swap on the task's next due time
// lets exactly one instance run it per interval, on both engines.

export function createScheduledTasksRepository(db: Kysely<Database>) {
  /** True when the task was due and this caller now owns this run (its next run is moved to `nextRunAt`). */
  async function claimUntil(name: string, now: number, nextRunAt: number): Promise<boolean> {
    await db
      .insertInto('scheduled_tasks')
      .values({ name, next_run_at: now })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    const result = await db
      .updateTable('scheduled_tasks')
      .set({ next_run_at: nextRunAt })
      .where('name', '=', name)
      .where('next_run_at', '<=', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  return {
    claimUntil,
    /** True when the task was due and this caller now owns this run (its next run is moved `intervalMs` on). */
    claim: (name: string, now: number, intervalMs: number) => claimUntil(name, now, now + intervalMs),
  };
}

export type ScheduledTasksRepository = ReturnType<typeof createScheduledTasksRepository>;
