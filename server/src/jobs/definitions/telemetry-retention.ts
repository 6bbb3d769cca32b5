import { createTelemetryRepository } from '../../repositories/telemetry-repository';
import { defineJob } from '../define-job';

// Telemetry retention (issue 13 point 3, a job since issue 57): events and error reports older than
// TELEMETRY_RETENTION_DAYS are deleted every hour, by one instance, never by a request.

const DAY_MS = 24 * 60 * 60 * 1000;

export const telemetryRetentionJob = defineJob({
  name: 'telemetry-retention',
  schedule: '0 * * * *',
  singleton: true,
  retry: { limit: 3, delayMs: 60_000, backoff: true },
  async work(_payload, { db, app, now, log }) {
    const deleted = await createTelemetryRepository(db).deleteOlderThan(
      now - app.config.telemetry.retentionDays * DAY_MS,
    );
    if (deleted.events || deleted.errors) log.info(deleted, 'telemetry past its retention deleted');
  },
});
