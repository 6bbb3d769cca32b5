import { createEmailOutboxRepository } from '../../repositories/email-outbox-repository';
import { defineJob } from '../define-job';

// Sent e-mails leave the outbox EMAIL_SENT_RETENTION_DAYS after they were sent (issue 57: they were never purged).
// Failed ones stay for an operator to look at.

const DAY_MS = 24 * 60 * 60 * 1000;

export const emailOutboxPurgeJob = defineJob({
  name: 'email-outbox-purge',
  schedule: '20 * * * *',
  singleton: true,
  retry: { limit: 3, delayMs: 60_000, backoff: true },
  async work(_payload, { db, app, now, log }) {
    const deleted = await createEmailOutboxRepository(db).deleteSentBefore(
      now - app.config.mail.sentRetentionDays * DAY_MS,
    );
    if (deleted) log.info({ deleted }, 'sent e-mails past their retention deleted');
  },
});
