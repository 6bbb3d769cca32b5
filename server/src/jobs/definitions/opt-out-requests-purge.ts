import { createOptOutsRepository } from '../../repositories/opt-outs-repository';
import { defineJob } from '../define-job';

// Opt-out requests whose confirmation link expired unopened (OPT_OUT_TOKEN_TTL_MS) are deleted (issue 57: they were
// never purged): they hold a name, a date of birth and an e-mail address that nobody confirmed. One is kept while it
// still counts against its Guardian member's opt-out limit (OPT_OUT_RATE_LIMIT_WINDOW_MS).

export const optOutRequestsPurgeJob = defineJob({
  name: 'opt-out-requests-purge',
  schedule: '40 * * * *',
  singleton: true,
  retry: { limit: 3, delayMs: 60_000, backoff: true },
  async work(_payload, { db, app, now, log }) {
    const deleted = await createOptOutsRepository(db).deleteExpiredPending(
      now,
      now - app.config.optOutRateLimit.windowMs,
    );
    if (deleted) log.info({ deleted }, 'expired opt-out requests deleted');
  },
});
