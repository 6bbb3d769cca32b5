import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { nameVariants } from '../services/search-keys';
import { refreshRelativesSummaries } from './relatives-summary';

// Opt-out requests (the public /opt-out page): each request is stored with the name keys and date of birth it
// covers and applied to the data set at once; a rebuild of the data set applies every stored request again, so a
// person who asked not to be found stays unfound.

export interface OptOutRequest {
  firstKey: string;
  lastKey: string;
  /** YYYY-MM-DD; with a pointer, the date of birth of the record it named */
  dob: string;
  personId: number | null;
  email: string;
  deviceId: string;
  now: number;
}

/**
 * Marks the people an opt-out covers: same last name, the first name or one of its nickname forms, same birth date.
 * Their families' result cards stop naming them.
 */
async function suppress(db: Kysely<Database>, firstKey: string, lastKey: string, dob: string): Promise<number> {
  const families = await db
    .selectFrom('pr_people')
    .select('family_id')
    .where('last_key', '=', lastKey)
    .where('first_key', 'in', [firstKey, ...nameVariants(firstKey)])
    .where('dob', '=', dob)
    .execute();
  const result = await db
    .updateTable('pr_people')
    .set({ opted_out: 1 })
    .where('last_key', '=', lastKey)
    .where('first_key', 'in', [firstKey, ...nameVariants(firstKey)])
    .where('dob', '=', dob)
    .executeTakeFirst();
  await refreshRelativesSummaries(db, [...new Set(families.map((row) => Number(row.family_id)))]);
  return Number(result.numUpdatedRows);
}

export async function reapplyOptOuts(db: Kysely<Database>): Promise<number> {
  const requests = await db.selectFrom('pr_opt_outs').select(['first_key', 'last_key', 'dob', 'person_id']).execute();
  let suppressed = 0;
  for (const request of requests) {
    if (request.dob) suppressed += await suppress(db, request.first_key, request.last_key, request.dob);
  }
  return suppressed;
}

export function createOptOutsRepository(db: Kysely<Database>) {
  return {
    /** Stores the request and suppresses the matching people; returns how many were suppressed. */
    async add(request: OptOutRequest): Promise<number> {
      return db.transaction().execute(async (trx) => {
        let matched = await suppress(trx, request.firstKey, request.lastKey, request.dob);
        if (request.personId !== null) {
          const byPointer = await trx
            .updateTable('pr_people')
            .set({ opted_out: 1 })
            .where('id', '=', request.personId)
            .returning('family_id')
            .executeTakeFirst();
          if (byPointer) {
            matched = Math.max(matched, 1);
            await refreshRelativesSummaries(trx, [Number(byPointer.family_id)]);
          }
        }
        await trx
          .insertInto('pr_opt_outs')
          .values({
            first_key: request.firstKey,
            last_key: request.lastKey,
            dob: request.dob,
            person_id: request.personId,
            email: request.email,
            device_id: request.deviceId,
            matched,
            created_at: request.now,
          })
          .execute();
        return matched;
      });
    },
  };
}

export type OptOutsRepository = ReturnType<typeof createOptOutsRepository>;
