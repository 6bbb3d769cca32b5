import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../db/schema';

// The member's 1-to-5 rating of each section of a record's report (migration 0030): one per record and section.

export function createRecordRatingsRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    async list(recordId: number): Promise<Array<{ section: string; rating: number }>> {
      return db
        .selectFrom('record_ratings')
        .select(['section', 'rating'])
        .where('record_id', '=', recordId)
        .orderBy('section')
        .execute();
    },

    async set(recordId: number, section: string, rating: number, now: number): Promise<void> {
      await db
        .insertInto('record_ratings')
        .values({ record_id: recordId, section, rating, updated_at: now })
        .onConflict((conflict) => conflict.columns(['record_id', 'section']).doUpdateSet({ rating, updated_at: now }))
        .execute();
    },
  };
}

export type RecordRatingsRepository = ReturnType<typeof createRecordRatingsRepository>;
