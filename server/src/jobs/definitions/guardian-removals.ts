import { defineJob } from '../define-job';

// Guardian's removal requests move on when their next step is due (acknowledged, removed, the 45-day deadline; issue
// 17 point 3), every minute, by one instance; the score point of a member whose removals changed is written with
// them. Atomic: the moves and the job's completion commit together.

export const guardianRemovalsJob = defineJob({
  name: 'guardian-removals',
  schedule: '* * * * *',
  singleton: true,
  retry: { limit: 2, delayMs: 30_000, backoff: true },
  async work(_payload, { db, app, now, log }) {
    const moved = await app.guardianScans.advanceRemovals(db, now);
    if (moved) log.info({ moved }, 'guardian removal requests moved on');
  },
});
