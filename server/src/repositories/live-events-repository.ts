import type { LiveEventTopic } from '@beacon/validation';
import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../db/schema';

// The live-events log (migration 0092, issue 18 point 7). A writer appends with the handle of its own transaction, so
// an event exists exactly when what it announces was committed; the broadcaster of every instance reads the log in id
// order (services/live-events-broadcaster.ts) and a reconnecting stream replays its account's events after the last
// id it saw.

/** A small JSON object saying what changed (the pdf topic: `{ recordId, status }`). */
export type LiveEventPayload = Record<string, string | number | boolean | null>;

export interface LiveEventRow {
  id: number;
  accountId: number;
  topic: LiveEventTopic;
  payload: LiveEventPayload | null;
  createdAt: number;
}

function toRow(row: {
  id: number;
  account_id: number;
  topic: string;
  payload: string | null;
  created_at: number;
}): LiveEventRow {
  return {
    id: Number(row.id),
    accountId: Number(row.account_id),
    // written only by append below, from the LiveEventTopic union
    topic: row.topic as LiveEventTopic,
    payload: row.payload === null ? null : (JSON.parse(row.payload) as LiveEventPayload),
    createdAt: Number(row.created_at),
  };
}

const COLUMNS = ['id', 'account_id', 'topic', 'payload', 'created_at'] as const;

export function createLiveEventsRepository(
  db: Kysely<Database> | Transaction<Database>,
  clock: () => number = Date.now,
) {
  return {
    /** Appends one event for the member; call it with the transaction of the change it announces. */
    async append(accountId: number, topic: LiveEventTopic, payload?: LiveEventPayload): Promise<void> {
      await db
        .insertInto('live_events')
        .values({
          account_id: accountId,
          topic,
          payload: payload === undefined ? null : JSON.stringify(payload),
          created_at: clock(),
        })
        .execute();
    },

    /** Events of every account after `cursorId`, oldest first (the broadcaster's poll). */
    async after(cursorId: number, limit: number): Promise<LiveEventRow[]> {
      const rows = await db
        .selectFrom('live_events')
        .select(COLUMNS)
        .where('id', '>', cursorId)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map(toRow);
    },

    /** One account's events after `cursorId`, oldest first (a reconnecting stream's replay). */
    async afterForAccount(accountId: number, cursorId: number, limit: number): Promise<LiveEventRow[]> {
      const rows = await db
        .selectFrom('live_events')
        .select(COLUMNS)
        .where('account_id', '=', accountId)
        .where('id', '>', cursorId)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map(toRow);
    },

    /** The newest id, 0 when the log is empty (where a booting poller starts). */
    async latestId(): Promise<number> {
      const row = await db
        .selectFrom('live_events')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      return Number(row?.id ?? 0);
    },

    /** Deletes the events created before `cutoff` (ms since the epoch); returns how many went. */
    async deleteOlderThan(cutoff: number): Promise<number> {
      const result = await db.deleteFrom('live_events').where('created_at', '<', cutoff).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type LiveEventsRepository = ReturnType<typeof createLiveEventsRepository>;
