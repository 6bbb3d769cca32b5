import type { Kysely, Selectable, Transaction } from 'kysely';

import type { Database, MonitoredRecordsTable } from '../db/schema';
import { isRowId } from './row-id';

// Monitored person and location records (spec §3; migration 0030): the same shape in two tables. Every statement is
// scoped by the signed-in member's account id.

export type MonitoredKind = 'person' | 'location';
export type MonitoredRow = Selectable<MonitoredRecordsTable>;

const TABLES = { person: 'monitored_person_records', location: 'monitored_location_records' } as const;

export interface MonitoredChanges {
  isArchived?: boolean;
  usageId?: string;
}

export function createMonitoredRecordsRepository(db: Kysely<Database> | Transaction<Database>, kind: MonitoredKind) {
  const table = TABLES[kind];
  return {
    /** Newest first, archived ones last (like the records list). */
    async list(accountId: number): Promise<MonitoredRow[]> {
      return db
        .selectFrom(table)
        .selectAll()
        .where('account_id', '=', accountId)
        .orderBy('is_archived')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    async find(accountId: number, id: number): Promise<MonitoredRow | undefined> {
      if (!isRowId(id)) return undefined;
      return db
        .selectFrom(table)
        .selectAll()
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Adds the watch unless the member watches the pointer already (then undefined). */
    async insert(
      accountId: number,
      watch: { pointer: string; usageId: string; subjectId: number },
      now: number,
    ): Promise<MonitoredRow | undefined> {
      return db
        .insertInto(table)
        .values({
          account_id: accountId,
          pointer: watch.pointer,
          usage_id: watch.usageId,
          subject_id: watch.subjectId,
          created_at: now,
          updated_at: now,
        })
        .onConflict((conflict) => conflict.doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    async update(accountId: number, id: number, changes: MonitoredChanges, now: number) {
      if (!isRowId(id)) return undefined;
      return db
        .updateTable(table)
        .set({
          ...(changes.isArchived === undefined ? {} : { is_archived: changes.isArchived ? 1 : 0 }),
          ...(changes.usageId === undefined ? {} : { usage_id: changes.usageId }),
          updated_at: now,
        })
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },
  };
}

export type MonitoredRecordsRepository = ReturnType<typeof createMonitoredRecordsRepository>;
