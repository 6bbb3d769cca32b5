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

    /** The active watches of these data set ids, across members (the data-refresh job's notices). */
    async watchesOf(
      subjectIds: readonly number[],
    ): Promise<Array<{ id: number; account_id: number; subject_id: number }>> {
      const found: Array<{ id: number; account_id: number; subject_id: number }> = [];
      const ids = [...new Set(subjectIds)];
      for (let start = 0; start < ids.length; start += 500) {
        const rows = await db
          .selectFrom(table)
          .select(['id', 'account_id', 'subject_id'])
          .where('subject_id', 'in', ids.slice(start, start + 500))
          .where('is_archived', '=', 0)
          .execute();
        for (const row of rows) if (row.subject_id !== null) found.push({ ...row, subject_id: row.subject_id });
      }
      return found;
    },

    /** Watches written before migration 0090 kept no data set id (the refresh job decodes their pointers once). */
    async withoutSubject(): Promise<Array<{ id: number; pointer: string }>> {
      return db.selectFrom(table).select(['id', 'pointer']).where('subject_id', 'is', null).execute();
    },

    async setSubject(id: number, subjectId: number): Promise<void> {
      await db.updateTable(table).set({ subject_id: subjectId }).where('id', '=', id).execute();
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

/** Active watches of places in these ZIP codes (told when a registered offender moves into the ZIP). */
export async function placeWatchesInZips(
  db: Kysely<Database> | Transaction<Database>,
  zips: readonly string[],
): Promise<Array<{ id: number; account_id: number; zip: string }>> {
  const found: Array<{ id: number; account_id: number; zip: string }> = [];
  const unique = [...new Set(zips)];
  for (let start = 0; start < unique.length; start += 500) {
    found.push(
      ...(await db
        .selectFrom('monitored_location_records as m')
        .innerJoin('pr_places as p', 'p.id', 'm.subject_id')
        .select(['m.id', 'm.account_id', 'p.zip'])
        .where('p.zip', 'in', unique.slice(start, start + 500))
        .where('m.is_archived', '=', 0)
        .execute()),
    );
  }
  return found;
}
