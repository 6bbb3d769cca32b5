import { defineJob } from '../define-job';

// A Guardian scan (issue 17 point 2; a job since issue 57): one job per scan, sent in the transaction that queues the
// scan (services/guardian-scans.ts). Not atomic: the scan commits each site's listings and its progress as it goes,
// so members see it run and no transaction is held for the whole scan (on SQLite that would block every writer);
// each write checks that the scan still runs for this try (`<jobId>/<attempt>` on the scan row), so a try taken over
// after its worker died stops, and the finish commits once. A failed try puts the scan back to queued and is retried
// with backoff; once the tries are spent the scan is marked failed.

export const GUARDIAN_SCAN_JOB = 'guardian-scan';

export type GuardianScanPayload = { scanId: number };

export const guardianScanJob = defineJob<GuardianScanPayload>({
  name: GUARDIAN_SCAN_JOB,
  atomic: false,
  retry: { limit: 4, delayMs: 30_000, backoff: true },
  // a scan takes seconds (the catalog's sites × GUARDIAN_SCAN_SITE_MS); a try still running after this is a dead one's
  expireInMs: 5 * 60 * 1000,
  async work({ scanId }, { app, jobId, attempt }) {
    await app.guardianScans.run(scanId, `${jobId}/${attempt}`);
  },
  async onFailed({ scanId }, { app, db, failure, now }) {
    await app.guardianScans.fail(db, scanId, failure ?? 'the scan failed', now);
  },
});
