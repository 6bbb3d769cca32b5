import { createAlertMailRepository } from '../../repositories/alert-mail-repository';
import { defineJob } from '../define-job';

// The daily summary of alert e-mails (issue 58 point 4): once a day, each member on "one daily summary" gets one mail
// listing the alerts raised since their last one, and none when there is nothing new. Atomic: the mails (outbox rows
// and their send-email jobs) and each account's new place in its alerts commit with the job's completion, so a pass
// taken over after a crash, or run twice, mails each alert once. After check-breaches-daily (06:30 UTC), so the
// breaches it finds are in the morning's summary.

const PAGE = 500;

export const alertEmailDigestJob = defineJob({
  name: 'alert-email-digest',
  schedule: '0 8 * * *',
  singleton: true,
  retry: { limit: 2, delayMs: 60_000, backoff: true },
  async work(_payload, { db, app, now, log }) {
    const preferences = createAlertMailRepository(db);
    let mailed = 0;
    for (let after = 0; ;) {
      const page = await preferences.dailyAccounts(after, PAGE);
      if (!page.length) break;
      for (const accountId of page) {
        if ((await app.alertMail.sendDigest(db, accountId, now)) > 0) mailed += 1;
      }
      after = page[page.length - 1]!;
    }
    if (mailed) log.info({ mailed }, 'daily alert summaries queued');
  },
});
