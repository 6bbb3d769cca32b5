import { defineJob } from '../define-job';

// A site e-mailed a link to confirm a removal request (issue 59: ClearRecords does): Guardian opens it in Chromium,
// as the person would, and keeps the page it answered with as proof. Sent by the inbound mail job in its transaction.
// Not atomic: the link is opened before the result is written; a retry after the site took it finds the request
// already acknowledged and writes nothing again.

export const GUARDIAN_FOLLOW_CONFIRMATION_JOB = 'guardian-follow-confirmation';

export type GuardianFollowConfirmationPayload = { removalId: number; link: string };

export const guardianFollowConfirmationJob = defineJob<GuardianFollowConfirmationPayload>({
  name: GUARDIAN_FOLLOW_CONFIRMATION_JOB,
  atomic: false,
  retry: { limit: 4, delayMs: 60_000, backoff: true },
  expireInMs: 5 * 60 * 1000,
  async work({ removalId, link }, { app }) {
    await app.guardianRemovalSites.followConfirmation(removalId, link);
  },
});
