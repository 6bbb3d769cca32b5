import { createReleaseHealthRepository } from '../../repositories/release-health-repository';
import { defineJob } from '../define-job';

// Release-health retention (issue 60): the groups browsers sent are kept RELEASE_HEALTH_RETENTION_DAYS (14 by
// default: the release guard compares a canary with stable over hours or days, never months), then deleted once a
// day by one instance, never by a request.

const DAY_MS = 24 * 60 * 60 * 1000;

export const releaseHealthRetentionJob = defineJob({
  name: 'release-health-retention',
  schedule: '30 3 * * *',
  singleton: true,
  retry: { limit: 3, delayMs: 60_000, backoff: true },
  async work(_payload, { db, app, now, log }) {
    const deleted = await createReleaseHealthRepository(db).deleteOlderThan(
      now - app.config.releaseHealth.retentionDays * DAY_MS,
    );
    if (deleted) log.info({ deleted }, 'release health past its retention deleted');
  },
});
