import { createIdentityMembersRepository } from '../../repositories/identity-members-repository';
import { defineJob } from '../define-job';
import { breachCheckKey, checkBreachesJob } from './check-breaches';

// Every watched item a feed can check is asked about again once a day (issue 58 point 1), so a breach the feed learns
// of later raises its alert. Atomic: the checks are sent in the transaction that completes this job, so a pass taken
// over after a crash sends them once (and a check still waiting for an item is not doubled: check-breaches is a
// singleton per item).

const PAGE = 500;

export const checkBreachesDailyJob = defineJob({
  name: 'check-breaches-daily',
  schedule: '30 6 * * *',
  singleton: true,
  retry: { limit: 2, delayMs: 60_000, backoff: true },
  async work(_payload, { db, app, log }) {
    const items = createIdentityMembersRepository(db);
    let sent = 0;
    for (let after = 0; ;) {
      const page = await items.checkableItems(after, PAGE);
      if (!page.length) break;
      for (const itemId of page) {
        await app.jobs.send(checkBreachesJob.name, { itemId }, { db, singletonKey: breachCheckKey(itemId) });
        sent += 1;
      }
      after = page[page.length - 1]!;
    }
    if (sent) log.info({ sent }, 'daily breach checks sent');
  },
});
