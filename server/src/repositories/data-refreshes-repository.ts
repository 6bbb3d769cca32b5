import type { Kysely, Selectable, Transaction } from 'kysely';

import type { Database, DataRefreshesTable } from '../db/schema';

// The data-refresh job's queue (migration 0090): one row per edition of a data set, claimed by compare-and-swap like
// the other jobs, finished only by the claim holder in the transaction that applied the edition.

export type DataRefreshRow = Selectable<DataRefreshesTable>;

export function createDataRefreshesRepository(db: Kysely<Database> | Transaction<Database>) {
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
          next_attempt_at: now,
          created_at: now,
        })
        .onConflict((conflict) => conflict.doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    async candidates(now: number, leaseMs: number, limit: number): Promise<DataRefreshRow[]> {
      return (
        db
          .selectFrom('data_refreshes')
          .selectAll()
          .where((eb) =>
            eb.or([
              eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', now)]),
              eb.and([eb('status', '=', 'running'), eb('claimed_at', '<', now - leaseMs)]),
            ]),
          )
          // editions apply in order
          .orderBy('edition')
          .limit(limit)
          .execute()
      );
    },

    async claim(job: DataRefreshRow, token: string, now: number): Promise<boolean> {
      let update = db
        .updateTable('data_refreshes')
        .set({ status: 'running', claim_token: token, claimed_at: now, attempts: Number(job.attempts) + 1 })
        .where('id', '=', job.id)
        .where('status', '=', job.status)
        .where('attempts', '=', job.attempts);
      update =
        job.claim_token === null
          ? update.where('claim_token', 'is', null)
          : update.where('claim_token', '=', job.claim_token);
      return Number((await update.executeTakeFirst()).numUpdatedRows) === 1;
    },

    /** Finishes a claimed job; false when the claim was lost (then the caller rolls its transaction back). */
    async complete(id: number, token: string, stats: unknown, now: number): Promise<boolean> {
      const result = await db
        .updateTable('data_refreshes')
        .set({ status: 'complete', stats: JSON.stringify(stats), finished_at: now, claim_token: null, error: null })
        .where('id', '=', id)
        .where('claim_token', '=', token)
        .where('status', '=', 'running')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Ends a failed attempt: back in the queue at `retryAt`, or failed for good. */
    async release(id: number, token: string, outcome: { retryAt: number } | 'failed', error: string, now: number) {
      await db
        .updateTable('data_refreshes')
        .set(
          outcome === 'failed'
            ? { status: 'failed', error: error.slice(0, 500), claim_token: null, finished_at: now }
            : {
                status: 'queued',
                error: error.slice(0, 500),
                claim_token: null,
                claimed_at: null,
                next_attempt_at: outcome.retryAt,
              },
        )
        .where('id', '=', id)
        .where('claim_token', '=', token)
        .where('status', '=', 'running')
        .execute();
    },
  };
}
