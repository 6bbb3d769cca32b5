import { PROCESS_IDENTITY_EVENT_JOB } from '../../services/identity-events/identity-events-service';
import { defineJob } from '../define-job';

// A provider's identity event becomes the member's alert (issue 58): sent in the transaction that stored the event
// (the webhook, services/identity-events/identity-events-service.ts). Atomic: the alert, its producing event and the
// 'identity-notifications' live event commit with the job's completion, so a try taken over after a crash writes
// them once; the alert's id is the event's, so nothing is written twice either way.

export const processIdentityEventJob = defineJob<{ identityEventId: number }>({
  name: PROCESS_IDENTITY_EVENT_JOB,
  // database work only: a failure is a database's hiccup, tried again soon
  retry: { limit: 5, delayMs: 5_000, backoff: true },
  expireInMs: 60 * 1000,
  async work({ identityEventId }, { db, app, now }) {
    const result = await app.identityEvents.process(db, identityEventId);
    // the alert e-mail (issue 58 point 4) commits with the alert, so it is queued once, and only if the alert is
    if (result?.raised.length) await app.alertMail.onAlertsRaised(db, result.accountId, result.raised, now);
  },
});
