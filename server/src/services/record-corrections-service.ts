import type { Correction, CorrectionItemPatch, ReportRecordType } from '@beacon/validation';
import { isReportSection } from '@beacon/validation';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { conflict, invalid, notFound } from '../domain/errors';
import {
  createRecordCorrectionsRepository,
  type CorrectionRow,
  type CorrectionState,
} from '../repositories/record-corrections-repository';
import { createRecordsRepository, type RecordRow } from '../repositories/records-repository';
import { sectionKeys } from '../domain/report-layout';
import { RECORD_NOT_FOUND } from './records-service';

// Corrections of a report's facts (spec §3 "correction item with an active flag", §4 "restoring corrections sets
// each item's active flag to false before the patch"; issue 7 contract). An item id names one fact:
// `<section>.<field>.<index>`, where the section is one of the record type's and the field one the section reads.
// Every change is appended to record_correction_events (member, record, item, before, after, time) in the same
// transaction as the change itself, so the audit trail never misses or invents one.

export const CORRECTIONS_CHANGED = 'The corrections changed while saving; please try again';
const MAX_ATTEMPTS = 5;

function checkItem(type: ReportRecordType, itemId: string): string {
  const [section = '', field = ''] = itemId.split('.');
  if (!isReportSection(type, section)) throw invalid(`${itemId}: a ${type} report has no section "${section}"`);
  if (!sectionKeys(type, section).includes(field)) {
    throw invalid(`${itemId}: the ${section} section has no field "${field}"`);
  }
  return section;
}

const stateOf = (row: CorrectionRow): CorrectionState => ({ value: row.value, active: row.active === 1 });

/**
 * A correction as the API sends it (the contract's `correctionSchema`). Mapped here, not in dto/, because the report
 * that carries the corrections is built by a service (record-reports-service.ts, shared with the PDF worker).
 */
export function toCorrection(row: CorrectionRow): Correction {
  return {
    section: row.section,
    value: row.value,
    active: row.active === 1,
    updated: new Date(Number(row.updated_at)).toISOString(),
  };
}

export function createRecordCorrectionsService(options: { db: Kysely<Database>; clock: () => number }) {
  const { db, clock } = options;
  const records = createRecordsRepository(db);

  async function own(accountId: number, id: number): Promise<RecordRow> {
    const record = await records.find(accountId, id);
    if (!record) throw notFound(RECORD_NOT_FOUND);
    return record;
  }

  /**
   * Applies one change inside the transaction: insert or compare-and-swap update, plus its audit event. Returns
   * false when a concurrent change got there first (the caller retries the whole transaction).
   */
  async function apply(
    trx: Kysely<Database>,
    accountId: number,
    record: RecordRow,
    itemId: string,
    section: string,
    change: { value?: string | undefined; active: boolean },
    now: number,
  ): Promise<boolean> {
    const repository = createRecordCorrectionsRepository(trx);
    const current = await repository.find(record.id, itemId);
    if (!current) {
      // restoring an item that was never corrected changes nothing
      if (!change.active && change.value === undefined) return true;
      if (change.value === undefined) throw invalid(`${itemId}: value is required for a new correction`);
      const after = { value: change.value, active: change.active };
      if (!(await repository.insert({ recordId: record.id, itemId, section, state: after, now }))) return false;
      await repository.addEvent({ accountId, recordId: record.id, itemId, before: null, after, now });
      return true;
    }
    const before = stateOf(current);
    const after = { value: change.value ?? before.value, active: change.active };
    if (after.value === before.value && after.active === before.active) return true;
    if (!(await repository.replace(current, after, now))) return false;
    await repository.addEvent({ accountId, recordId: record.id, itemId, before, after, now });
    return true;
  }

  async function all(recordId: number): Promise<Record<string, Correction>> {
    const rows = await createRecordCorrectionsRepository(db).list(recordId);
    return Object.fromEntries(rows.map((row) => [row.item_id, toCorrection(row)]));
  }

  /** Runs the changes in one transaction, retried when a concurrent change was first. */
  async function change(
    accountId: number,
    record: RecordRow,
    items: Array<[string, string, { value?: string | undefined; active: boolean }]>,
  ): Promise<void> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const now = clock();
      const done = await db.transaction().execute(async (trx) => {
        for (const [itemId, section, item] of items) {
          if (!(await apply(trx, accountId, record, itemId, section, item, now))) return false;
        }
        return true;
      });
      if (done) return;
    }
    throw conflict(CORRECTIONS_CHANGED);
  }

  return {
    /** PUT /me/records/{id}/corrections/{itemId} */
    async put(accountId: number, id: number, itemId: string, body: { value: string; active?: boolean | undefined }) {
      const record = await own(accountId, id);
      const section = checkItem(record.type as ReportRecordType, itemId);
      await change(accountId, record, [[itemId, section, { value: body.value, active: body.active ?? true }]]);
      const row = await createRecordCorrectionsRepository(db).find(record.id, itemId);
      if (!row) throw new Error('correction vanished after it was saved');
      return { itemId, ...toCorrection(row) };
    },

    /** PATCH /me/records/{id}/corrections: all or nothing; answers with every correction of the record. */
    async patch(accountId: number, id: number, items: Record<string, CorrectionItemPatch>) {
      const record = await own(accountId, id);
      const checked = Object.entries(items).map(
        ([itemId, item]) =>
          [itemId, checkItem(record.type as ReportRecordType, itemId), item] as [string, string, CorrectionItemPatch],
      );
      await change(accountId, record, checked);
      return { corrections: await all(record.id) };
    },
  };
}

export type RecordCorrectionsService = ReturnType<typeof createRecordCorrectionsService>;
