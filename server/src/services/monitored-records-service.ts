import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { conflict, notFound, paymentRequired } from '../domain/errors';
import { createMembershipsRepository } from '../repositories/memberships-repository';
import {
  createMonitoredRecordsRepository,
  type MonitoredChanges,
  type MonitoredKind,
} from '../repositories/monitored-records-repository';
import type { PublicRecordsRepository } from '../repositories/public-records-repository';
import { RECORD_NOT_FOUND } from './records-service';

// Monitored person and location records (spec §3, §7; issue 7 contract): report monitoring watches a pointer under a
// monitoring usage id. Every call needs the data_monitoring product (null = held, or a bought quantity), else 402
// with X-Required-Item: data_monitoring. A pointer must resolve to a person (or a place) of the data set, and a
// member watches a pointer once (409 for a second watch).

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
    const balance = (await memberships.balances(accountId))[MONITORING_ITEM];
    if (balance !== null && !(balance > 0)) {
      throw paymentRequired(MONITORING_REQUIRED, MONITORING_ITEM);
    }
  }

  async function resolves(kind: MonitoredKind, pointer: string): Promise<boolean> {
    const { pointers } = await publicRecords.dataset(clock());
    const id = pointers.decode(kind, pointer);
    if (id === undefined) return false;
    return kind === 'person' ? Boolean(await publicRecords.person(id)) : Boolean(await publicRecords.place(id));
  }

  return {
    async list(kind: MonitoredKind, accountId: number) {
      await requireMonitoring(accountId);
      const rows = await createMonitoredRecordsRepository(db, kind).list(accountId);
      return rows;
    },

    async find(kind: MonitoredKind, accountId: number, id: number) {
      await requireMonitoring(accountId);
      const row = await createMonitoredRecordsRepository(db, kind).find(accountId, id);
      if (!row) throw notFound(MONITORED_NOT_FOUND);
      return row;
    },

    async create(kind: MonitoredKind, accountId: number, pointer: string, usageId: string) {
      await requireMonitoring(accountId);
      if (!(await resolves(kind, pointer))) throw notFound(RECORD_NOT_FOUND);
      const row = await createMonitoredRecordsRepository(db, kind).insert(accountId, pointer, usageId, clock());
      if (!row) throw conflict(ALREADY_MONITORED);
      return row;
    },

    async update(kind: MonitoredKind, accountId: number, id: number, changes: MonitoredChanges) {
      await requireMonitoring(accountId);
      const row = await createMonitoredRecordsRepository(db, kind).update(accountId, id, changes, clock());
      if (!row) throw notFound(MONITORED_NOT_FOUND);
      return row;
    },
  };
}

export type MonitoredRecordsService = ReturnType<typeof createMonitoredRecordsService>;
