import { sql, type Kysely, type Migration } from 'kysely';

import type { DialectName } from '../create-database';
import { sendJobsFromMigration } from './send-jobs-from-migration';

// Report monitoring's editions move onto the job engine (issue 57 point 2): the data-refresh job holds the work, and
// data_refreshes stays the record of editions (number, status, stats) without its queue columns. Each edition still
// queued, or running (its worker is gone with the old code), becomes a data-refresh job with its id, due when its
// retry was, with the tries it had made. The queue's settings are the job's as of this migration.

export function dataRefreshJobsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const { rows } = await sql<{ id: number; status: string; attempts: number; next_attempt_at: number }>`
        select id, status, attempts, next_attempt_at from data_refreshes
        where status in ('queued', 'running') order by edition`.execute(db);
      await sendJobsFromMigration(
        db,
        dialect,
        {
          name: 'data-refresh',
          retryLimit: 4,
          retryDelayMs: 60_000,
          retryBackoff: true,
          expireMs: 10 * 60_000,
          deadLetter: 'data-refresh-failed',
        },
        rows.map((row) => ({
          payload: { refreshId: Number(row.id) },
          runAfter: row.status === 'running' ? 0 : Number(row.next_attempt_at),
          attempts: Number(row.attempts),
        })),
      );
      await sql`update data_refreshes set status = 'queued' where status = 'running'`.execute(db);
      // SQLite drops a column only when no index uses it
      await db.schema.dropIndex('data_refreshes_due_ix').execute();
      for (const column of ['claim_token', 'claimed_at', 'attempts', 'next_attempt_at']) {
        await db.schema.alterTable('data_refreshes').dropColumn(column).execute();
      }
    },
  };
}
