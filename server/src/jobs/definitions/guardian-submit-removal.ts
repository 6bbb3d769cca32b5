import { defineJob } from '../define-job';

// Sending one removal request to its site (issue 59): the web form driven in Chromium, or the letter by e-mail, with
// the listing page captured before. Sent in the transaction that made the request. Not atomic: the site is asked
// before the result is written; a retry finds the request already sent (its channel is set) and does nothing. A
// site that times out or whose form changed is retried with backoff; once the tries are spent the request stays
// "Submitted" with the failure in the log, never shown as sent.

export const GUARDIAN_SUBMIT_REMOVAL_JOB = 'guardian-submit-removal';

export type GuardianSubmitRemovalPayload = { removalId: number };

export const guardianSubmitRemovalJob = defineJob<GuardianSubmitRemovalPayload>({
  name: GUARDIAN_SUBMIT_REMOVAL_JOB,
  atomic: false,
  retry: { limit: 4, delayMs: 60_000, backoff: true },
  expireInMs: 5 * 60 * 1000,
  async work({ removalId }, { app }) {
    await app.guardianRemovalSites.submit(removalId);
  },
});
