import type { Kysely, Selectable, Transaction } from 'kysely';

import type { RecordType } from '@beacon/validation';

import type { Database, RecordListsTable } from '../db/schema';
import { isRowId } from './row-id';

// A member's named lists of records (migration 0030). Every statement is scoped by the signed-in member's account
// id; a list item joins its record, so a record deleted since is gone from its lists too (ON DELETE CASCADE).

export type ListRow = Selectable<RecordListsTable>;

export interface ListItemView {
  listId: number;
  recordId: number;
  type: RecordType;
}

export function createRecordListsRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    async lists(accountId: number): Promise<ListRow[]> {
      return db
        .selectFrom('record_lists')
        .selectAll()
        .where('account_id', '=', accountId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    async find(accountId: number, listId: number): Promise<ListRow | undefined> {
      if (!isRowId(listId)) return undefined;
      return db
        .selectFrom('record_lists')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('id', '=', listId)
        .executeTakeFirst();
    },

    /** The items of the given lists of the member, in the order they were added. */
    async items(accountId: number, listIds: number[]): Promise<ListItemView[]> {
      if (!listIds.length) return [];
      const rows = await db
        .selectFrom('record_list_items')
        .innerJoin('record_lists', 'record_lists.id', 'record_list_items.list_id')
        .innerJoin('records', 'records.id', 'record_list_items.record_id')
        .select(['record_list_items.list_id as listId', 'records.id as recordId', 'records.type as type'])
        .where('record_lists.account_id', '=', accountId)
        .where('records.account_id', '=', accountId)
        .where('record_list_items.list_id', 'in', listIds)
        .orderBy('record_list_items.created_at')
        .orderBy('record_list_items.id')
        .execute();
      return rows.map((row) => ({ listId: Number(row.listId), recordId: Number(row.recordId), type: row.type }));
    },

    /** Adds the list unless the member has one by that name (then undefined: the unique constraint decides). */
    async create(accountId: number, name: string, now: number): Promise<ListRow | undefined> {
      return db
        .insertInto('record_lists')
        .values({ account_id: accountId, name, created_at: now })
        .onConflict((conflict) => conflict.doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    /** Adds records to a list; those already in it stay where they are. */
    async addItems(listId: number, recordIds: number[], now: number): Promise<void> {
      for (const recordId of recordIds) {
        await db
          .insertInto('record_list_items')
          .values({ list_id: listId, record_id: recordId, created_at: now })
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      }
    },

    async removeItem(listId: number, recordId: number): Promise<boolean> {
      if (!isRowId(recordId)) return false;
      const result = await db
        .deleteFrom('record_list_items')
        .where('list_id', '=', listId)
        .where('record_id', '=', recordId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    async remove(accountId: number, listId: number): Promise<boolean> {
      if (!isRowId(listId)) return false;
      const result = await db
        .deleteFrom('record_lists')
        .where('account_id', '=', accountId)
        .where('id', '=', listId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}

export type RecordListsRepository = ReturnType<typeof createRecordListsRepository>;
