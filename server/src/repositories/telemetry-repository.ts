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
  return {
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
