import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';

// Client telemetry of spec §7: POST /events and POST /errors. Rows hold only validated payloads.

export interface NewEvent {
  accountId: number | null;
  deviceId: string;
  name: string;
  properties: Record<string, unknown>;
  now: number;
}

export interface NewErrorReport {
  accountId: number | null;
  deviceId: string;
  message: string;
  name: string | null;
  stack: string | null;
  path: string | null;
  userId: string | null;
  now: number;
}

export function createTelemetryRepository(db: Kysely<Database>) {
  /** Deletes up to `batch` rows created before `cutoff`, oldest ids first; returns how many went. */
  async function deleteBatch(table: 'events' | 'error_reports', cutoff: number, batch: number): Promise<number> {
    const result = await db
      .deleteFrom(table)
      .where('id', 'in', (eb) =>
        eb.selectFrom(table).select('id').where('created_at', '<', cutoff).orderBy('id').limit(batch),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  return {
    /**
     * Deletes the events and error reports created before `cutoff`, in batches, so neither engine holds its locks
     * (SQLite's one write lock) for the whole backlog at once.
     */
    async deleteOlderThan(cutoff: number, batch = 5_000): Promise<{ events: number; errors: number }> {
      const deleted = { events: 0, errors: 0 };
      for (const [table, key] of [
        ['events', 'events'],
        ['error_reports', 'errors'],
      ] as const) {
        for (;;) {
          const count = await deleteBatch(table, cutoff, batch);
          deleted[key] += count;
          if (count < batch) break;
        }
      }
      return deleted;
    },

    async addEvent(event: NewEvent): Promise<void> {
      await db
        .insertInto('events')
        .values({
          account_id: event.accountId,
          device_id: event.deviceId,
          name: event.name,
          properties: JSON.stringify(event.properties),
          created_at: event.now,
        })
        .execute();
    },

    async addErrorReport(report: NewErrorReport): Promise<void> {
      await db
        .insertInto('error_reports')
        .values({
          account_id: report.accountId,
          device_id: report.deviceId,
          message: report.message,
          name: report.name,
          stack: report.stack,
          path: report.path,
          user_id: report.userId,
          created_at: report.now,
        })
        .execute();
    },
  };
}

export type TelemetryRepository = ReturnType<typeof createTelemetryRepository>;
