import { ENROLL_IDENTITY_SUBSCRIBER_JOB } from '../../services/identity-events/identity-events-service';
import { defineJob } from '../define-job';

// Enrolls an account at the identity-monitoring provider (issue 58): sent with the subscriber row when an account that
// holds identity monitoring first lists or uses it. Not atomic: it calls the provider's API (POST /v1/subscribers),
// which must not hold the completing transaction (on SQLite, the app's one write lock) while it answers. The row is
// marked enrolled by a write guarded by its state, and the provider keeps one subscriber per reference, so a try
// after a crash repeats the call harmlessly. A provider that is down or refuses is tried again with backoff; once the
// tries are spent the account stays not enrolled, and its next visit to identity monitoring sends the job again.

export const enrollIdentitySubscriberJob = defineJob<{ accountId: number }>({
  name: ENROLL_IDENTITY_SUBSCRIBER_JOB,
  atomic: false,
  // 7 tries over about an hour: 30 s, 1, 2, 4, 8, 16, 32 min
  retry: { limit: 6, delayMs: 30_000, backoff: true },
  // a call takes seconds at most (the client's 10 s timeout)
  expireInMs: 2 * 60 * 1000,
  // one waiting per account (the key is the account): repeated visits before the provider answers send one job
  singleton: true,
  async work({ accountId }, { app, log }) {
    const outcome = await app.identityEvents.enroll(accountId);
    if (outcome === 'enrolled') log.info({ accountId }, 'identity subscriber enrolled');
  },
});
