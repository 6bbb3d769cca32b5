import type { RecordKey } from '@beacon/validation';
import type { Kysely, Selectable, Transaction } from 'kysely';

import type { Database, RecordsTable } from '../db/schema';
import { isRowId } from './row-id';

// A member's records (migration 0020). Every statement is scoped by the signed-in member's account id: another
// member's record is never read, and never in the way of creating one's own.

export type RecordRow = Selectable<RecordsTable>;

/** What PATCH /me/records/{id} may change. */
export interface RecordFlags {
  isArchived?: boolean;
  isPremium?: boolean;
}

export interface NewRecord {
  accountId: number;
  key: RecordKey;
  data: Record<string, unknown>;
  now: number;
}

export function createRecordsRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    /** How many records the member keeps, archived ones included. */
    async count(accountId: number): Promise<number> {
      const row = await db
        .selectFrom('records')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** The member's records: newest first, archived ones last (spec §4). */
    async list(accountId: number): Promise<RecordRow[]> {
      return db
        .selectFrom('records')
        .selectAll()
        .where('account_id', '=', accountId)
        .orderBy('is_archived', 'asc')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** One of the member's records; another member's is undefined, as if it did not exist. */
    async find(accountId: number, id: number): Promise<RecordRow | undefined> {
      if (!isRowId(id)) return undefined;
      return db
        .selectFrom('records')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The member's record whose report calls use this id (GET /me/records/{reportId}/layout). */
    async findByReportId(accountId: number, reportId: string): Promise<RecordRow | undefined> {
      return db
        .selectFrom('records')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('report_id', '=', reportId)
        .executeTakeFirst();
    },

    async findByKey(accountId: number, key: RecordKey): Promise<RecordRow | undefined> {
      const query = db
        .selectFrom('records')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('type', '=', key.type);
      return 'pointer' in key
        ? query.where('pointer', '=', key.pointer).executeTakeFirst()
        : query.where('value', '=', key.value).executeTakeFirst();
    },

    /** Sets the member's record's flags; undefined when the member has no such record. */
    async setFlags(accountId: number, id: number, flags: RecordFlags, now: number): Promise<RecordRow | undefined> {
      if (!isRowId(id)) return undefined;
      return db
        .updateTable('records')
        .set({
          ...(flags.isArchived === undefined ? {} : { is_archived: flags.isArchived ? 1 : 0 }),
          ...(flags.isPremium === undefined ? {} : { is_premium: flags.isPremium ? 1 : 0 }),
          updated_at: now,
        })
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /** Deletes the member's record of that type; false when the member has no such record. */
    async remove(accountId: number, id: number, type: RecordRow['type']): Promise<boolean> {
      if (!isRowId(id)) return false;
      const result = await db
        .deleteFrom('records')
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .where('type', '=', type)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /**
     * Adds the record unless the member has it already (then undefined: the unique constraints decide, so two
     * concurrent requests cannot both add it). The report id is the record id.
     */
    async insert(record: NewRecord): Promise<RecordRow | undefined> {
      const inserted = await db
        .insertInto('records')
        .values({
          account_id: record.accountId,
          type: record.key.type,
          pointer: 'pointer' in record.key ? record.key.pointer : null,
          value: 'value' in record.key ? record.key.value : null,
          data: JSON.stringify(record.data),
          report_id: null,
          created_at: record.now,
          updated_at: record.now,
        })
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return undefined;
      return db
        .updateTable('records')
        .set({ report_id: String(inserted.id) })
        .where('id', '=', inserted.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}

export type RecordsRepository = ReturnType<typeof createRecordsRepository>;
