import { defineJob } from '../define-job';

// Members whose re-scan is due (GUARDIAN_RESCAN_DAYS after their last scan; protection_members.next_scan_at) get a
// scan, every minute, by one instance. Atomic: each re-scan is taken, queued and its guardian-scan job sent in the
// transaction that completes this job, so a re-scan is queued once even when this job is taken over.

export const guardianRescansJob = defineJob({
  name: 'guardian-rescans',
  schedule: '* * * * *',
  singleton: true,
  retry: { limit: 2, delayMs: 30_000, backoff: true },
  async work(_payload, { db, app, now, log }) {
    const queued = await app.guardianScans.queueRescans(db, now);
    if (queued) log.info({ queued }, 'guardian re-scans queued');
  },
});
