import { defineJob } from '../define-job';

// The thaw reminders of the credit freeze helper (issue 58 point 5): once a day, every planned credit application
// within the next few days whose reminder has not gone out gets it. Atomic: each reminder is marked sent and queued in
// the outbox in the transaction that completes this job, so a run taken over after a crash sends it once.

export const creditFreezeRemindersJob = defineJob({
  name: 'credit-freeze-reminders',
  schedule: '0 14 * * *',
  singleton: true,
  retry: { limit: 2, delayMs: 60_000, backoff: true },
  async work(_payload, { db, app, now, log }) {
    const sent = await app.creditFreezes.sendThawReminders(db, now);
    if (sent) log.info({ sent }, 'thaw reminders queued');
  },
});
