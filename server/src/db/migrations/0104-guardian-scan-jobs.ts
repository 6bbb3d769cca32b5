import { sql, type Kysely, type Migration } from 'kysely';

import type { DialectName } from '../create-database';
import { sendJobsFromMigration } from './send-jobs-from-migration';

// Guardian's scans move onto the job engine (issue 57 point 2): guardian_scans stays what members see (status,
// progress, error), and its own queue columns go. Each scan queued or running becomes a guardian-scan job (a running
// scan's worker is gone with the old code: it waits again, its tries so far counted), due when its retry was; the
// job's try that runs a scan is kept on the row instead (`job_try`). The settings are the job's as it was defined here
// (services/guardian-scans.ts, jobs/definitions/guardian-scan.ts); the app applies the deployment's when it starts.

const GUARDIAN_SCAN_QUEUE = {
  name: 'guardian-scan',
  retryLimit: 4,
  retryDelayMs: 30_000,
  retryBackoff: true,
  expireMs: 5 * 60 * 1000,
  deadLetter: 'guardian-scan-failed',
};

export function guardianScanJobsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const { rows } = await sql<{ id: number; run_at: number; attempts: number }>`
        select id, run_at, attempts from guardian_scans where status in ('queued', 'running') order by id`.execute(db);
      await sql`update guardian_scans set status = 'queued' where status = 'running'`.execute(db);
      await sendJobsFromMigration(
        db,
        dialect,
        GUARDIAN_SCAN_QUEUE,
        rows.map((row) => ({
          payload: { scanId: Number(row.id) },
          runAfter: Number(row.run_at),
          attempts: Number(row.attempts),
        })),
      );
      // SQLite drops a column only when no index uses it
      await db.schema.dropIndex('guardian_scans_queue_ix').execute();
      for (const column of ['run_at', 'claim_token', 'claimed_at', 'attempts']) {
        await db.schema.alterTable('guardian_scans').dropColumn(column).execute();
      }
      await db.schema.alterTable('guardian_scans').addColumn('job_try', 'text').execute();
    },
  };
}
