import { defineJob } from '../define-job';

// The paid term, kept (issue 54 point 3; a job since issue 57): renewals, ends of canceled terms and the 7-day
// renewal reminders, every 10 minutes, by one instance. Its logic stays in services/subscription-terms.ts. Not atomic:
// a renewal charges the payment gateway and each step commits in its own transaction, guarded by the state it expects
// (and a charge by its idempotency key), so a run taken over after a crash applies each change once.

export const subscriptionTermsJob = defineJob({
  name: 'subscription-terms',
  schedule: '*/10 * * * *',
  singleton: true,
  atomic: false,
  retry: { limit: 2, delayMs: 60_000, backoff: true },
  async work(_payload, { app }) {
    await app.subscriptionTerms.applyNow();
  },
});
