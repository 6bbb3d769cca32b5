import { defineJob } from '../define-job';

// One check of a removal request's listing (issue 59): its site's adapter reads the listing page; removed or gone,
// the request moves on with the page as its proof, otherwise it is checked again later. Not atomic: the site is read
// before anything is written, and the write is a compare-and-swap, so a retry after a crash writes once.

export const GUARDIAN_CHECK_REMOVAL_JOB = 'guardian-check-removal';

export type GuardianCheckRemovalPayload = { removalId: number };

export const guardianCheckRemovalJob = defineJob<GuardianCheckRemovalPayload>({
  name: GUARDIAN_CHECK_REMOVAL_JOB,
  atomic: false,
  retry: { limit: 3, delayMs: 60_000, backoff: true },
  expireInMs: 5 * 60 * 1000,
  async work({ removalId }, { app }) {
    await app.guardianRemovalSites.check(removalId);
  },
});
