import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../db/schema';

// Writes to a member's subscriptions (spec §4: cancel with a reason and a comment; reactivate a canceled one whose
// term still runs). Every statement is scoped by the member's account id and guarded by the status it expects, so
// two concurrent requests cannot both change the same subscription. The business rules live in
// services/subscription-changes.ts; the reads in memberships-repository.ts.

export const ACTIVE = 'active';
export const CANCELED = 'canceled';

export function createSubscriptionChangesRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    /** The ids among `ids` that the member may reactivate: theirs, canceled, and `next` after `today`. */
    async reactivatableIds(accountId: number, ids: number[], today: string): Promise<number[]> {
      if (!ids.length) return [];
      const rows = await db
        .selectFrom('subscriptions')
        .select('id')
        .where('account_id', '=', accountId)
        .where('id', 'in', ids)
        .where('status', '=', CANCELED)
        .where('next_date', '>', today)
        .execute();
      return rows.map((row) => row.id);
    },

    /** Sets the subscriptions back to active (same guards as reactivatableIds); returns how many changed. */
    async reactivate(accountId: number, ids: number[], today: string, now: number): Promise<number> {
      if (!ids.length) return 0;
      const result = await db
        .updateTable('subscriptions')
        .set({ status: ACTIVE, reason: null, comment: null, updated_at: now })
        .where('account_id', '=', accountId)
        .where('id', 'in', ids)
        .where('status', '=', CANCELED)
        .where('next_date', '>', today)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Cancels the member's active subscription (its term runs to `next`); false when nothing changed. */
    async cancel(
      accountId: number,
      subscriptionId: number,
      change: { reason: string; comment: string | null },
      now: number,
    ): Promise<boolean> {
      const result = await db
        .updateTable('subscriptions')
        .set({ status: CANCELED, reason: change.reason, comment: change.comment, updated_at: now })
        .where('account_id', '=', accountId)
        .where('id', '=', subscriptionId)
        .where('status', '=', ACTIVE)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async status(accountId: number, subscriptionId: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('subscriptions')
        .select('status')
        .where('account_id', '=', accountId)
        .where('id', '=', subscriptionId)
        .executeTakeFirst();
      return row?.status;
    },
  };
}

export type SubscriptionChangesRepository = ReturnType<typeof createSubscriptionChangesRepository>;
