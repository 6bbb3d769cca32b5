import type { Kysely, Selectable, Transaction } from 'kysely';

import type { Database, IdentityMembersTable, IdentityMonitoredItemsTable } from '../db/schema';

// The people a member has monitored by identity and dark web monitoring (migration 0080) and what is watched for
// each: a keyed hash and a masked form per item. Every read and write is by account.

export type IdentityMemberRow = Selectable<IdentityMembersTable>;
export type MonitoredItemRow = Selectable<IdentityMonitoredItemsTable>;

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

    async countItemsOf(memberIds: number[]): Promise<Map<number, number>> {
      const counts = new Map<number, number>();
      if (!memberIds.length) return counts;
      const rows = await db
        .selectFrom('identity_monitored_items')
        .select(['member_id', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('member_id', 'in', memberIds)
        .groupBy('member_id')
        .execute();
      for (const row of rows) counts.set(Number(row.member_id), Number(row.count));
      return counts;
    },

    /** Adds an item unless the member watches it already; the row either way. */
    async addItem(memberId: number, item: { kind: string; hash: string; display: string }, now: number) {
      await db
        .insertInto('identity_monitored_items')
        .values({ member_id: memberId, ...item, created_at: now })
        .onConflict((conflict) => conflict.columns(['member_id', 'kind', 'hash']).doNothing())
        .execute();
      return db
        .selectFrom('identity_monitored_items')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('kind', '=', item.kind)
        .where('hash', '=', item.hash)
        .executeTakeFirstOrThrow();
    },

    async removeItem(memberId: number, itemId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('identity_monitored_items')
        .where('member_id', '=', memberId)
        .where('id', '=', itemId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
