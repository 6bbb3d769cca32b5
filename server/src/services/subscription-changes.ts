import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { createMembershipsRepository, type SubscriptionView } from '../repositories/memberships-repository';
import { createSubscriptionChangesRepository } from '../repositories/subscription-changes-repository';
import { isRowId } from '../repositories/row-id';

// The member's subscription changes of spec §4 and §7:
// - replace (POST /me/subscriptions): reactivate canceled subscriptions whose term has not ended. All named
//   subscriptions or none: one that is not the member's, not canceled or past its term refuses the whole request.
// - cancel (PATCH /me/subscriptions/{id}): status canceled with a reason and a comment; access runs to `next`, then
//   the subscription-terms job ends it (status ended, its grants expired in the entitlement ledger).
// Balances are sums of the ledger whose unlimited grants count while their subscription's term gives access, so a
// cancel or a reactivation needs no ledger row: the term is unchanged, paid for already.

export type ReactivateResult = { ok: true; subscriptions: SubscriptionView[] } | { ok: false; error: string };

export type CancelResult =
  { ok: true; subscription: SubscriptionView } | { ok: false; reason: 'not_found' | 'already_canceled' };

class NotReactivatable extends Error {
  constructor(readonly ids: number[]) {
    super('not reactivatable');
  }
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function reactivationError(ids: number[]): string {
  const list = ids.join(', ');
  return (
    `${ids.length === 1 ? 'Subscription' : 'Subscriptions'} ${list} cannot be reactivated: only your own canceled ` +
    'subscriptions whose term has not ended can be.'
  );
}

export function createSubscriptionChanges(options: { db: Kysely<Database>; clock: () => number }) {
  const { db, clock } = options;
  const memberships = createMembershipsRepository(db);

  return {
    async reactivate(accountId: number, ids: number[]): Promise<ReactivateResult> {
      const now = clock();
      const today = isoDate(now);
      const candidates = ids.filter(isRowId);
      try {
        await db.transaction().execute(async (trx) => {
          const changes = createSubscriptionChangesRepository(trx);
          const eligible = new Set(await changes.reactivatableIds(accountId, candidates, today));
          const refused = ids.filter((id) => !eligible.has(id));
          if (refused.length) throw new NotReactivatable(refused);
          // A concurrent request may have changed one since the read: the guarded update then changes fewer rows,
          // and the transaction rolls back.
          // Nothing is charged now: the term being resumed is paid for already; it renews on its `next` date.
          if ((await changes.reactivate(accountId, ids, today, now)) !== ids.length) throw new NotReactivatable(ids);
        });
      } catch (error) {
        if (error instanceof NotReactivatable) return { ok: false, error: reactivationError(error.ids) };
        throw error;
      }
      const subscriptions: SubscriptionView[] = [];
      for (const id of ids) {
        const subscription = await memberships.findSubscription(accountId, id);
        if (subscription) subscriptions.push(subscription);
      }
      return { ok: true, subscriptions };
    },

    async cancel(
      accountId: number,
      subscriptionId: number,
      input: { reason: string; comment?: string | null | undefined },
    ): Promise<CancelResult> {
      if (!isRowId(subscriptionId)) return { ok: false, reason: 'not_found' };
      const changes = createSubscriptionChangesRepository(db);
      const comment = input.comment?.trim() ? input.comment.trim() : null;
      const changed = await changes.cancel(
        accountId,
        subscriptionId,
        { reason: input.reason.trim(), comment },
        clock(),
      );
      if (!changed) {
        const status = await changes.status(accountId, subscriptionId);
        return { ok: false, reason: status === undefined ? 'not_found' : 'already_canceled' };
      }
      const subscription = await memberships.findSubscription(accountId, subscriptionId);
      if (!subscription) return { ok: false, reason: 'not_found' };
      return { ok: true, subscription };
    },
  };
}

export type SubscriptionChanges = ReturnType<typeof createSubscriptionChanges>;
