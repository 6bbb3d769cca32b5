import type { Kysely, Selectable, Transaction } from 'kysely';

import type { Database, RecordCorrectionsTable } from '../db/schema';

// Corrections of a record's facts and their audit trail (migration 0030). Callers pass a record id they have
// checked belongs to the signed-in member. Writes are compare-and-swap, so the audit trail's "before" is exactly
// what the change replaced even when two requests race (SQLite has no SELECT ... FOR UPDATE).

export type CorrectionRow = Selectable<RecordCorrectionsTable>;

export interface CorrectionState {
  value: string;
  active: boolean;
}

export interface CorrectionEvent {
  accountId: number;
  recordId: number;
  itemId: string;
  before: CorrectionState | null;
  after: CorrectionState;
  now: number;
}

export function createRecordCorrectionsRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    async list(recordId: number): Promise<CorrectionRow[]> {
      return db
        .selectFrom('record_corrections')
        .selectAll()
        .where('record_id', '=', recordId)
        .orderBy('item_id')
        .execute();
    },

    async find(recordId: number, itemId: string): Promise<CorrectionRow | undefined> {
      return db
        .selectFrom('record_corrections')
        .selectAll()
        .where('record_id', '=', recordId)
        .where('item_id', '=', itemId)
        .executeTakeFirst();
    },

    /** Adds the correction unless one exists for the item (then false: re-read and update it instead). */
    async insert(row: { recordId: number; itemId: string; section: string; state: CorrectionState; now: number }) {
      const result = await db
        .insertInto('record_corrections')
        .values({
          record_id: row.recordId,
          item_id: row.itemId,
          section: row.section,
          value: row.state.value,
          active: row.state.active ? 1 : 0,
          created_at: row.now,
          updated_at: row.now,
        })
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** Replaces the correction if it is still exactly `expected`; false when another change came first. */
    async replace(expected: CorrectionRow, state: CorrectionState, now: number): Promise<boolean> {
      const result = await db
        .updateTable('record_corrections')
        .set({ value: state.value, active: state.active ? 1 : 0, updated_at: now })
        .where('id', '=', expected.id)
        .where('value', '=', expected.value)
        .where('active', '=', expected.active)
        .where('updated_at', '=', expected.updated_at)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async addEvent(event: CorrectionEvent): Promise<void> {
      await db
        .insertInto('record_correction_events')
        .values({
          account_id: event.accountId,
          record_id: event.recordId,
          item_id: event.itemId,
          before: event.before ? JSON.stringify(event.before) : null,
          after: JSON.stringify(event.after),
          created_at: event.now,
        })
        .execute();
    },

    /** The audit trail of a record, oldest first. */
    async events(recordId: number) {
      return db
        .selectFrom('record_correction_events')
        .selectAll()
        .where('record_id', '=', recordId)
        .orderBy('id')
        .execute();
    },
  };
}

export type RecordCorrectionsRepository = ReturnType<typeof createRecordCorrectionsRepository>;
