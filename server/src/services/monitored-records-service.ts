import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { conflict, notFound, paymentRequired } from '../domain/errors';
import { createLiveEventsRepository } from '../repositories/live-events-repository';
import { createMembershipsRepository } from '../repositories/memberships-repository';
import {
  createMonitoredRecordsRepository,
  type MonitoredChanges,
  type MonitoredKind,
  type MonitoredRow,
} from '../repositories/monitored-records-repository';
import type { PublicRecordsRepository } from '../repositories/public-records-repository';
import { describePerson, describePlace } from '../domain/monitoring/describe-subject';
import { RECORD_NOT_FOUND } from './records-service';

// Monitored person and location records (spec §3, §7; issue 7 contract): report monitoring watches a pointer under a
// monitoring usage id. Every call needs the data_monitoring product (null = held, or a bought quantity), else 402
// with X-Required-Item: data_monitoring. A pointer must resolve to a person (or a place) of the data set, and a
// member watches a pointer once (409 for a second watch).

export interface MonitoredRecordView {
  row: MonitoredRow;
  title: string;
  subtitle: string;
}

export const MONITORING_ITEM = 'data_monitoring';
export const MONITORING_REQUIRED = 'Data monitoring is required';
export const MONITORED_NOT_FOUND = 'Monitored record not found';
export const ALREADY_MONITORED = 'This record is already monitored';

export function createMonitoredRecordsService(options: {
  db: Kysely<Database>;
  publicRecords: PublicRecordsRepository;
  clock: () => number;
}) {
  const { db, publicRecords, clock } = options;
  const memberships = createMembershipsRepository(db);

  async function requireMonitoring(accountId: number): Promise<void> {
    const balance = (await memberships.balances(accountId, clock()))[MONITORING_ITEM];
    if (balance !== null && !(balance > 0)) {
      throw paymentRequired(MONITORING_REQUIRED, MONITORING_ITEM);
    }
  }

  /** The data set id of a monitored pointer: kept on the row, decoded for rows written before migration 0090. */
  async function subjectOf(kind: MonitoredKind, row: Pick<MonitoredRow, 'pointer' | 'subject_id'>) {
    if (row.subject_id !== null) return row.subject_id;
    const { pointers } = await publicRecords.dataset(clock());
    return pointers.decode(kind, row.pointer);
  }

  /** What the member watches, in words: a name and city, or a street address (empty when it left the data). */
  async function describe(kind: MonitoredKind, row: MonitoredRow): Promise<MonitoredRecordView> {
    const subjectId = await subjectOf(kind, row);
    if (subjectId !== undefined && kind === 'person') {
      const person = await publicRecords.person(subjectId);
      if (person) return { row, ...describePerson(person) };
    }
    if (subjectId !== undefined && kind === 'location') {
      const place = await publicRecords.place(subjectId);
      if (place) return { row, ...describePlace(place) };
    }
    return { row, title: '', subtitle: '' };
  }

  return {
    async list(kind: MonitoredKind, accountId: number) {
      await requireMonitoring(accountId);
      const rows = await createMonitoredRecordsRepository(db, kind).list(accountId);
      return Promise.all(rows.map((row) => describe(kind, row)));
    },

    async find(kind: MonitoredKind, accountId: number, id: number) {
      await requireMonitoring(accountId);
      const row = await createMonitoredRecordsRepository(db, kind).find(accountId, id);
      if (!row) throw notFound(MONITORED_NOT_FOUND);
      return describe(kind, row);
    },

    async create(kind: MonitoredKind, accountId: number, pointer: string, usageId: string) {
      await requireMonitoring(accountId);
      const subjectId = await subjectOf(kind, { pointer, subject_id: null });
      const exists =
        subjectId !== undefined &&
        (kind === 'person'
          ? Boolean(await publicRecords.person(subjectId))
          : Boolean(await publicRecords.place(subjectId)));
      if (subjectId === undefined || !exists) throw notFound(RECORD_NOT_FOUND);
      // the watch and the live event that shows it in the member's other tabs commit together
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await createMonitoredRecordsRepository(trx, kind).insert(
          accountId,
          { pointer, usageId, subjectId },
          clock(),
        );
        if (inserted) await createLiveEventsRepository(trx).append(accountId, 'monitoring');
        return inserted;
      });
      if (!row) throw conflict(ALREADY_MONITORED);
      return describe(kind, row);
    },

    async update(kind: MonitoredKind, accountId: number, id: number, changes: MonitoredChanges) {
      await requireMonitoring(accountId);
      const row = await db.transaction().execute(async (trx) => {
        const updated = await createMonitoredRecordsRepository(trx, kind).update(accountId, id, changes, clock());
        if (updated) await createLiveEventsRepository(trx).append(accountId, 'monitoring');
        return updated;
      });
      if (!row) throw notFound(MONITORED_NOT_FOUND);
      return describe(kind, row);
    },
  };
}

export type MonitoredRecordsService = ReturnType<typeof createMonitoredRecordsService>;
