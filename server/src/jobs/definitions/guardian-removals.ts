import { defineJob } from '../define-job';
import { GUARDIAN_CHECK_REMOVAL_JOB } from './guardian-check-removal';

// Guardian's removal requests, every minute, by one instance (issue 17 point 3, issue 59): a Beacon removal whose
// e-mailed confirmation link expired unopened moves to "Link expired"; the requests whose listing check is due are
// taken (leased, so a slow check is not taken twice) and each gets its check job, sent in this job's transaction. The
// checks themselves read the sites, outside any transaction.

/** A check not finished within this is taken again by a later run. */
const CHECK_LEASE_MS = 15 * 60 * 1000;
const CHECKS_PER_RUN = 200;

export const guardianRemovalsJob = defineJob({
  name: 'guardian-removals',
  schedule: '* * * * *',
  singleton: true,
  retry: { limit: 2, delayMs: 30_000, backoff: true },
  async work(_payload, { db, app, now, log }) {
    const expired = await app.guardianScans.expireConfirmations(db, now);
    const due = await app.guardianRemovalSites.leaseDueChecks(db, now, CHECKS_PER_RUN, CHECK_LEASE_MS);
    for (const removalId of due) await app.jobs.send(GUARDIAN_CHECK_REMOVAL_JOB, { removalId }, { db });
    if (expired || due.length) log.info({ expired, checks: due.length }, 'guardian removal requests moved on');
  },
});
