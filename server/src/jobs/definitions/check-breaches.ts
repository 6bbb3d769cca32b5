import { defineJob } from '../define-job';

// A watched item asked about at the breach feed (issue 58 point 1; services/breach-checks.ts). Sent when the item is
// added (in the transaction that adds it) and by check-breaches-daily. Not atomic: the feed answers over the network,
// and on SQLite a job's transaction would hold the one connection meanwhile; the check writes its alerts, the item's
// state and their live event in one short transaction of its own, guarded by the alerts' unique ids. A feed that
// fails (outage, rate limit, a malformed answer) leaves the item "delayed since" its first failure, and the job is
// retried with backoff; a member's screens say so rather than "no alerts".

export const checkBreachesJob = defineJob<{ itemId: number }>({
  name: 'check-breaches',
  atomic: false,
  // one waiting check per item (singletonKey item-<id>): adding the same e-mail twice asks once
  singleton: true,
  retry: { limit: 6, delayMs: 30_000, backoff: true },
  expireInMs: 2 * 60 * 1000,
  async work({ itemId }, { db, app, log }) {
    const outcome = await app.breachChecks.check(db, itemId);
    if (outcome.status === 'checked' && outcome.raised > 0)
      log.info({ itemId, raised: outcome.raised }, 'breach alerts raised');
  },
});

export const breachCheckKey = (itemId: number) => `item-${itemId}`;
