import { createInboundRemovalMailRepository } from '../../repositories/inbound-removal-mail-repository';
import { PROCESS_REMOVAL_MAIL_JOB } from '../../services/inbound-mail/inbound-smtp-server';
import { inboundRemovalMailOf } from '../../services/inbound-mail/removal-mail-handler';
import { defineJob } from '../define-job';

// A broker's mail to a removal's reply address (issue 59): sent by the inbound SMTP endpoint in the transaction that
// stored the mail (services/inbound-mail/inbound-smtp-server.ts). Atomic: what the mail does (its reading recorded,
// the request's status moved by the handler the removal pipeline plugs in, app.inboundMail.onRemovalMail) commits
// with the job's completion, so a try taken over after a crash acts once; a mail read already is left alone.

export const processRemovalMailJob = defineJob<{ inboundMailId: number }>({
  name: PROCESS_REMOVAL_MAIL_JOB,
  // database work only: a failure is a database's hiccup, tried again soon
  retry: { limit: 5, delayMs: 5_000, backoff: true },
  expireInMs: 60 * 1000,
  async work({ inboundMailId }, { db, app }) {
    const row = await createInboundRemovalMailRepository(db).find(inboundMailId);
    if (!row || row.processed_at !== null) return;
    await app.inboundMail.onRemovalMail(inboundRemovalMailOf(row), db);
  },
});
