import type { Kysely, Selectable } from 'kysely';

import type { Database, DataRefreshesTable } from '../db/schema';

// The record of report monitoring's editions (migration 0090; the data-refresh job's queue until migration 0105 moved
// the queue onto the job engine): one row per edition of a data set, queued, then complete with its stats in the
// transaction that applied it, or failed for good.

export type DataRefreshRow = Selectable<DataRefreshesTable>;

export function createDataRefreshesRepository(db: Kysely<Database>) {
  return {
    async latest(datasetSeed: string): Promise<DataRefreshRow | undefined> {
      return db
        .selectFrom('data_refreshes')
        .selectAll()
        .where('dataset_seed', '=', datasetSeed)
        .orderBy('edition', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async find(id: number): Promise<DataRefreshRow | undefined> {
      return db.selectFrom('data_refreshes').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Queues the next edition of the data set; undefined when another instance queued it first. */
    async enqueue(datasetSeed: string, forcedPeople: number[], now: number): Promise<DataRefreshRow | undefined> {
      const latest = await this.latest(datasetSeed);
      return db
        .insertInto('data_refreshes')
        .values({
          dataset_seed: datasetSeed,
          edition: (latest ? Number(latest.edition) : 0) + 1,
          status: 'queued',
          forced_people: JSON.stringify(forcedPeople),
          created_at: now,
        })
        .onConflict((conflict) => conflict.doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    /** Records a queued edition as applied; false when it is not queued (another try of it committed first). */
    async complete(id: number, stats: unknown, now: number): Promise<boolean> {
      const result = await db
        .updateTable('data_refreshes')
        .set({ status: 'complete', stats: JSON.stringify(stats), finished_at: now, error: null })
        .where('id', '=', id)
        .where('status', '=', 'queued')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Records a queued edition as failed for good (its job's tries are spent). */
    async fail(id: number, error: string, now: number): Promise<void> {
      await db
        .updateTable('data_refreshes')
        .set({ status: 'failed', error: error.slice(0, 500), finished_at: now })
        .where('id', '=', id)
        .where('status', '=', 'queued')
        .execute();
    },
  };
}
