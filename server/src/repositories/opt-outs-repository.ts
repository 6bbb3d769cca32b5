import type { Kysely, Selectable, Transaction } from 'kysely';

import type { Database, PrOptOutPendingTable } from '../db/schema';
import { nameVariants } from '../domain/search-keys';
import { refreshRelativesSummaries } from './relatives-summary';

// Opt-out requests (the public /opt-out page). A request is first stored as pending (pr_opt_out_pending) with the
// hash of the single-use token mailed to the requester; opening the link confirms it once, before it expires, and
// only then is it stored in pr_opt_outs with the name keys, date of birth and person id it covers and applied to the
// data set. A rebuild of the data set applies every confirmed request again, by name and date of birth and by person
// id, so a person who asked not to be found stays unfound.

export interface OptOutRequest {
  firstKey: string;
  lastKey: string;
  /** YYYY-MM-DD; with a pointer, the date of birth of the record it named */
  dob: string | null;
  personId: number | null;
  email: string;
  deviceId: string;
  now: number;
}

export interface PendingOptOut {
  tokenHash: string;
  firstKey: string;
  lastKey: string;
  /** null when the request named nobody it could cover (a pointer of someone else, and no date of birth) */
  dob: string | null;
  personId: number | null;
  email: string;
  deviceId: string;
  now: number;
  expiresAt: number;
  /** Guardian's request for a person (issue 55 point 2): the member who asked and the removal it completes */
  requestedBy?: { accountId: number; removalId: number };
}

export type PendingOptOutRow = Selectable<PrOptOutPendingTable>;

/**
 * Marks the people an opt-out covers: same last name, the first name or one of its nickname forms, same birth date.
 * Their families' result cards stop naming them.
 */
async function suppress(db: Kysely<Database>, firstKey: string, lastKey: string, dob: string): Promise<number[]> {
  const families = await db
    .selectFrom('pr_people')
    .select(['id', 'family_id'])
    .where('last_key', '=', lastKey)
    .where('first_key', 'in', [firstKey, ...nameVariants(firstKey)])
    .where('dob', '=', dob)
    .execute();
  await db
    .updateTable('pr_people')
    .set({ opted_out: 1 })
    .where('last_key', '=', lastKey)
    .where('first_key', 'in', [firstKey, ...nameVariants(firstKey)])
    .where('dob', '=', dob)
    .executeTakeFirst();
  await refreshRelativesSummaries(db, [...new Set(families.map((row) => Number(row.family_id)))]);
  return families.map((row) => Number(row.id));
}

/** Marks the one person a pointer named (their name was checked when the request was made). */
async function suppressPerson(db: Kysely<Database>, personId: number): Promise<number[]> {
  const person = await db
    .updateTable('pr_people')
    .set({ opted_out: 1 })
    .where('id', '=', personId)
    .returning('family_id')
    .executeTakeFirst();
  if (!person) return [];
  await refreshRelativesSummaries(db, [Number(person.family_id)]);
  return [personId];
}

/** Applies one confirmed request to the data set; returns the ids of the people it covers. */
async function apply(
  db: Kysely<Database>,
  request: { first_key: string; last_key: string; dob: string | null; person_id: number | null },
) {
  const ids = new Set<number>();
  if (request.dob) for (const id of await suppress(db, request.first_key, request.last_key, request.dob)) ids.add(id);
  if (request.person_id !== null) for (const id of await suppressPerson(db, request.person_id)) ids.add(id);
  return [...ids];
}

export async function reapplyOptOuts(db: Kysely<Database>): Promise<number> {
  const requests = await db.selectFrom('pr_opt_outs').select(['first_key', 'last_key', 'dob', 'person_id']).execute();
  let suppressed = 0;
  for (const request of requests) suppressed += (await apply(db, request)).length;
  return suppressed;
}

export function createOptOutsRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    /**
     * Deletes the requests whose link expired unopened, once they are also older than `countedSince`: until then a
     * Guardian member's request still counts against their opt-out limit (countRequestedBy). How many it deleted.
     */
    async deleteExpiredPending(now: number, countedSince: number): Promise<number> {
      const result = await db
        .deleteFrom('pr_opt_out_pending')
        .where('confirmed_at', 'is', null)
        .where('expires_at', '<=', now)
        .where('created_at', '<=', countedSince)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Stores a request waiting for its link to be opened. */
    async addPending(request: PendingOptOut): Promise<void> {
      await db
        .insertInto('pr_opt_out_pending')
        .values({
          token_hash: request.tokenHash,
          first_key: request.firstKey,
          last_key: request.lastKey,
          dob: request.dob,
          person_id: request.personId,
          email: request.email,
          device_id: request.deviceId,
          created_at: request.now,
          expires_at: request.expiresAt,
          requested_by_account_id: request.requestedBy?.accountId ?? null,
          guardian_removal_id: request.requestedBy?.removalId ?? null,
        })
        .execute();
    },

    /** How many opt-outs a member's Guardian asked for since `since` (confirmed or not, of any family member). */
    async countRequestedBy(accountId: number, since: number): Promise<number> {
      const row = await db
        .selectFrom('pr_opt_out_pending')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('requested_by_account_id', '=', accountId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** The oldest of those requests, so a refused member is told when the next one is allowed. */
    async oldestRequestedBy(accountId: number, since: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('pr_opt_out_pending')
        .select((eb) => eb.fn.min('created_at').as('oldest'))
        .where('requested_by_account_id', '=', accountId)
        .where('created_at', '>', since)
        .executeTakeFirst();
      return row?.oldest == null ? undefined : Number(row.oldest);
    },

    /**
     * Marks the pending request of this token hash confirmed, once and before it expires (a compare-and-swap, so two
     * clicks on the link confirm it once); undefined for an unknown, used or expired token.
     */
    async confirmPending(tokenHash: string, now: number): Promise<PendingOptOutRow | undefined> {
      return db
        .updateTable('pr_opt_out_pending')
        .set({ confirmed_at: now })
        .where('token_hash', '=', tokenHash)
        .where('confirmed_at', 'is', null)
        .where('expires_at', '>', now)
        .returningAll()
        .executeTakeFirst();
    },

    /** Stores a confirmed request and suppresses the people it covers; returns their ids. */
    async add(request: OptOutRequest): Promise<number[]> {
      const ids = await apply(db, {
        first_key: request.firstKey,
        last_key: request.lastKey,
        dob: request.dob,
        person_id: request.personId,
      });
      await db
        .insertInto('pr_opt_outs')
        .values({
          first_key: request.firstKey,
          last_key: request.lastKey,
          dob: request.dob,
          person_id: request.personId,
          email: request.email,
          device_id: request.deviceId,
          matched: ids.length,
          created_at: request.now,
        })
        .execute();
      return ids;
    },
  };
}

export type OptOutsRepository = ReturnType<typeof createOptOutsRepository>;
