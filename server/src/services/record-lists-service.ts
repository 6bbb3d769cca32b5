import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { conflict, invalid, notFound } from '../domain/errors';
import { createRecordListsRepository, type ListItemView, type ListRow } from '../repositories/record-lists-repository';
import { createRecordsRepository } from '../repositories/records-repository';
import { RECORD_NOT_FOUND, TYPE_MISMATCH } from './records-service';

// A member's record lists (spec §2.4 "+ Add to List", "- Remove from List"; §7 /me/lists; issue 7 contract). Names
// are trimmed and unique per member; an item is one of the member's records, named by type and record id. Another
// member's list or record is a 404, never a 403. The routes map a list onto its contract (dto/record-lists.ts).

export const LIST_NOT_FOUND = 'List not found';
export const LIST_ITEM_NOT_FOUND = 'The record is not in this list';
export const LIST_EXISTS = 'A list with this name already exists';

/** A list with its items, in the order they were added. */
export interface ListView {
  row: ListRow;
  items: ListItemView[];
}

export function createRecordListsService(options: { db: Kysely<Database>; clock: () => number }) {
  const { db, clock } = options;
  const lists = createRecordListsRepository(db);
  const records = createRecordsRepository(db);

  async function views(accountId: number, rows: ListRow[]): Promise<ListView[]> {
    const items = await lists.items(
      accountId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ row, items: items.filter((item) => item.listId === row.id) }));
  }

  async function ownList(accountId: number, listId: number): Promise<ListRow> {
    const list = await lists.find(accountId, listId);
    if (!list) throw notFound(LIST_NOT_FOUND);
    return list;
  }

  async function one(accountId: number, list: ListRow): Promise<ListView> {
    const [view] = await views(accountId, [list]);
    return view!;
  }

  return {
    async list(accountId: number): Promise<ListView[]> {
      return views(accountId, await lists.lists(accountId));
    },

    async create(accountId: number, name: string): Promise<ListView> {
      const created = await lists.create(accountId, name.trim(), clock());
      if (!created) throw conflict(LIST_EXISTS);
      return one(accountId, created);
    },

    /** Adds the member's records to the list; all must be the member's and of the type named, or nothing changes. */
    async addItems(
      accountId: number,
      listId: number,
      items: Array<{ type: string; recordId: number | string }>,
    ): Promise<ListView> {
      const list = await ownList(accountId, listId);
      const ids: number[] = [];
      for (const item of items) {
        const record = await records.find(accountId, Number(item.recordId));
        if (!record) throw notFound(RECORD_NOT_FOUND);
        if (record.type !== item.type) throw invalid(`${TYPE_MISMATCH} (record ${record.id})`);
        ids.push(record.id);
      }
      await db.transaction().execute((trx) => createRecordListsRepository(trx).addItems(list.id, ids, clock()));
      return one(accountId, list);
    },

    async removeItem(accountId: number, listId: number, type: string, recordId: number): Promise<ListView> {
      const list = await ownList(accountId, listId);
      const record = await records.find(accountId, recordId);
      if (!record) throw notFound(RECORD_NOT_FOUND);
      if (record.type !== type) throw invalid(TYPE_MISMATCH);
      if (!(await lists.removeItem(list.id, record.id))) throw notFound(LIST_ITEM_NOT_FOUND);
      return one(accountId, list);
    },

    async remove(accountId: number, listId: number): Promise<void> {
      if (!(await lists.remove(accountId, listId))) throw notFound(LIST_NOT_FOUND);
    },
  };
}

export type RecordListsService = ReturnType<typeof createRecordListsService>;
