import type { FastifyInstance } from 'fastify';

import type { DataRefreshRow } from '../../repositories/data-refreshes-repository';
import { defineJob, type JobPayload } from '../define-job';

// Report monitoring's editions of the public-records data (issue 18 point 4; a job since issue 57), applied by
// services/data-refresh-service.ts through the job's transaction: the edition, its report updates, their live events
// and the completion of the job commit together, so a try taken over after a crash applies the edition once. The
// schedule (daily; JOB_DATA_REFRESH_SCHEDULE) sends an empty payload: the next edition is recorded and applied in
// the same transaction. `monitoring:refresh` records a queued edition and sends its id (migration 0105 sent those of
// the old queue). JOB_DATA_REFRESH_ENABLED=false leaves editions to `monitoring:refresh` only: no schedule, no worker
// on the servers, and the command works the job in its own process.

/** The edition a job applies: the id of its data_refreshes row, or none for the schedule's next edition. */
export function refreshIdOf(payload: JobPayload): number | undefined {
  return typeof payload.refreshId === 'number' ? payload.refreshId : undefined;
}

/** The singleton key of the job of a recorded edition: one job per edition waits, beside the schedule's own. */
export function refreshJobKey(refreshId: number): string {
  return `data-refresh:${refreshId}`;
}

/**
 * Records the next edition as queued, with people it must move, and sends its job, in one transaction (demos, tests
 * and `monitoring:refresh`); undefined without a data set. A worker, or `app.jobs.drain('data-refresh')`, applies it.
 */
export async function requestEdition(
  app: FastifyInstance,
  forcedPeople: number[] = [],
): Promise<DataRefreshRow | undefined> {
  return app.db.transaction().execute(async (trx) => {
    const refresh = await app.dataRefresh.record(trx, forcedPeople);
    if (refresh) {
      await app.jobs.send(
        'data-refresh',
        { refreshId: refresh.id },
        { db: trx, singletonKey: refreshJobKey(refresh.id) },
      );
    }
    return refresh;
  });
}

export const dataRefreshJob = defineJob({
  name: 'data-refresh',
  schedule: '0 4 * * *',
  singleton: true,
  // 5 tries, a minute then doubling
  retry: { limit: 4, delayMs: 60_000, backoff: true },
  // a try not completed in 10 minutes is taken to be a dead worker's (the lease the refresh worker had)
  expireInMs: 10 * 60_000,
  async work(payload, { db, app }) {
    const refreshId = refreshIdOf(payload);
    if (refreshId === undefined) await app.dataRefresh.applyNext(db);
    else await app.dataRefresh.apply(db, refreshId);
  },
  async onFailed(payload, { db, app, failure }) {
    await app.dataRefresh.markFailed(db, refreshIdOf(payload), failure ?? 'failed');
  },
});
