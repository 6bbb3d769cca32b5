import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../db/schema';

// How often a record's report was read by its member (GET /me/records/{id}/stats `views`). One counter row per
// record, bumped with an upsert so concurrent reads each count.

export function createRecordViewsRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    async increment(recordId: number, now: number): Promise<void> {
      await db
        .insertInto('record_views')
        .values({ record_id: recordId, views: 1, last_viewed_at: now })
        .onConflict((conflict) =>
          conflict.column('record_id').doUpdateSet((eb) => ({
            views: eb('record_views.views', '+', 1),
            last_viewed_at: now,
          })),
        )
        .execute();
    },

    async views(recordId: number): Promise<number> {
      const row = await db
        .selectFrom('record_views')
        .select('views')
        .where('record_id', '=', recordId)
        .executeTakeFirst();
      return row ? Number(row.views) : 0;
    },
  };
}

export type RecordViewsRepository = ReturnType<typeof createRecordViewsRepository>;
