import type { Kysely, Selectable, Transaction } from 'kysely';

import type { Database, IdentityMembersTable, IdentityMonitoredItemsTable } from '../db/schema';

// The people a member has monitored by identity and dark web monitoring (migration 0080) and what is watched for
// each: a keyed hash and a masked form per item. Every read and write is by account.

export type IdentityMemberRow = Selectable<IdentityMembersTable>;
export type MonitoredItemRow = Selectable<IdentityMonitoredItemsTable>;

export interface ItemStates {
  count: number;
  /** checked by a feed, not answered yet */
  pending: number;
  /** the earliest start of a feed's failing checks; null when every check is answered */
  delayedSince: number | null;
}

export function createIdentityMembersRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    /** The account's members that are not archived, the self member first. */
    async list(accountId: number): Promise<IdentityMemberRow[]> {
      return db
        .selectFrom('identity_members')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('is_archived', '=', 0)
        .orderBy('is_self', 'desc')
        .orderBy('id')
        .execute();
    },

    async find(accountId: number, memberId: number): Promise<IdentityMemberRow | undefined> {
      return db
        .selectFrom('identity_members')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('id', '=', memberId)
        .where('is_archived', '=', 0)
        .executeTakeFirst();
    },

    /** Adds the account holder as the self member unless there is one (two first visits at once add one). */
    async ensureSelf(accountId: number, name: { first: string; last: string }, now: number): Promise<void> {
      await db
        .insertInto('identity_members')
        .values({
          account_id: accountId,
          first_name: name.first,
          last_name: name.last,
          is_self: 1,
          created_at: now,
          updated_at: now,
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    },

    async insert(
      accountId: number,
      input: { firstName: string; lastName: string; privateMode: boolean },
      now: number,
    ): Promise<IdentityMemberRow> {
      return db
        .insertInto('identity_members')
        .values({
          account_id: accountId,
          first_name: input.firstName,
          last_name: input.lastName,
          private_mode: input.privateMode ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async update(
      accountId: number,
      memberId: number,
      changes: { firstName?: string; lastName?: string; privateMode?: boolean },
      now: number,
    ): Promise<IdentityMemberRow | undefined> {
      return db
        .updateTable('identity_members')
        .set({
          ...(changes.firstName !== undefined ? { first_name: changes.firstName } : {}),
          ...(changes.lastName !== undefined ? { last_name: changes.lastName } : {}),
          ...(changes.privateMode !== undefined ? { private_mode: changes.privateMode ? 1 : 0 } : {}),
          updated_at: now,
        })
        .where('account_id', '=', accountId)
        .where('id', '=', memberId)
        .where('is_archived', '=', 0)
        .returningAll()
        .executeTakeFirst();
    },

    async archive(accountId: number, memberId: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('identity_members')
        .set({ is_archived: 1, updated_at: now })
        .where('account_id', '=', accountId)
        .where('id', '=', memberId)
        .where('is_self', '=', 0)
        .where('is_archived', '=', 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async items(memberId: number): Promise<MonitoredItemRow[]> {
      return db.selectFrom('identity_monitored_items').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
    },

    /**
     * Per member: the items watched, those a feed checks that it has not answered for yet, and the earliest start of
     * a delay (a feed failing) among them.
     */
    async itemStatesOf(memberIds: number[]): Promise<Map<number, ItemStates>> {
      const states = new Map<number, ItemStates>();
      if (!memberIds.length) return states;
      const rows = await db
        .selectFrom('identity_monitored_items')
        .select((eb) => [
          'member_id',
          eb.fn.countAll<number | string>().as('count'),
          eb.fn
            .count<number | string>(
              eb
                .case()
                .when(eb.and([eb('sealed_value', 'is not', null), eb('checked_at', 'is', null)]))
                .then(1)
                .end(),
            )
            .as('pending'),
          eb.fn.min('check_failing_since').as('delayed_since'),
        ])
        .where('member_id', 'in', memberIds)
        .groupBy('member_id')
        .execute();
      for (const row of rows) {
        states.set(Number(row.member_id), {
          count: Number(row.count),
          pending: Number(row.pending),
          delayedSince: row.delayed_since === null ? null : Number(row.delayed_since),
        });
      }
      return states;
    },

    /**
     * Adds an item unless the member watches it already; the row either way. A sealed value replaces a missing one
     * (an item watched before the feed, added again, becomes checkable).
     */
    async addItem(
      memberId: number,
      item: { kind: string; hash: string; display: string; sealedValue: string | null },
      now: number,
    ) {
      const { sealedValue, ...fields } = item;
      await db
        .insertInto('identity_monitored_items')
        .values({ member_id: memberId, ...fields, sealed_value: sealedValue, created_at: now })
        .onConflict((conflict) => conflict.columns(['member_id', 'kind', 'hash']).doNothing())
        .execute();
      if (sealedValue !== null) {
        await db
          .updateTable('identity_monitored_items')
          .set({ sealed_value: sealedValue })
          .where('member_id', '=', memberId)
          .where('kind', '=', item.kind)
          .where('hash', '=', item.hash)
          .where('sealed_value', 'is', null)
          .execute();
      }
      return db
        .selectFrom('identity_monitored_items')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('kind', '=', item.kind)
        .where('hash', '=', item.hash)
        .executeTakeFirstOrThrow();
    },

    /** Stops watching an item; its alerts are archived with it (they leave every list, their history stays). */
    async removeItem(memberId: number, itemId: number, now: number): Promise<boolean> {
      const result = await db
        .deleteFrom('identity_monitored_items')
        .where('member_id', '=', memberId)
        .where('id', '=', itemId)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) !== 1) return false;
      await db
        .updateTable('identity_notifications')
        .set({ archived_at: now })
        .where('item_id', '=', itemId)
        .where('archived_at', 'is', null)
        .execute();
      return true;
    },

    /** An item with the account and member it belongs to, for the breach feed's check. */
    async itemForCheck(itemId: number) {
      return db
        .selectFrom('identity_monitored_items as i')
        .innerJoin('identity_members as m', 'm.id', 'i.member_id')
        .select(['i.id', 'i.kind', 'i.sealed_value', 'i.member_id', 'm.account_id'])
        .where('i.id', '=', itemId)
        .where('m.is_archived', '=', 0)
        .executeTakeFirst();
    },

    /** The feed answered: the item is checked and no longer delayed. False when the item is gone. */
    async markChecked(itemId: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('identity_monitored_items')
        .set({ checked_at: now, check_failing_since: null, check_failure: null })
        .where('id', '=', itemId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The feed did not answer: the first failure since the last answer is kept as the start of the delay. */
    async markCheckFailed(itemId: number, failure: string, now: number): Promise<void> {
      await db
        .updateTable('identity_monitored_items')
        .set((eb) => ({
          check_failing_since: eb.fn.coalesce('check_failing_since', eb.val(now)),
          check_failure: failure,
        }))
        .where('id', '=', itemId)
        .execute();
    },

    /** Items a feed can check, of members not archived, in id order from `afterId` (the daily check's pages). */
    async checkableItems(afterId: number, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('identity_monitored_items as i')
        .innerJoin('identity_members as m', 'm.id', 'i.member_id')
        .select('i.id')
        .where('i.sealed_value', 'is not', null)
        .where('m.is_archived', '=', 0)
        .where('i.id', '>', afterId)
        .orderBy('i.id')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },
  };
}
