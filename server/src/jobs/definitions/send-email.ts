import { createEmailOutboxRepository, headersOf } from '../../repositories/email-outbox-repository';
import { defineJob } from '../define-job';

// One e-mail of the outbox (issue 13 point 5; a job since issue 57 point 2): the row written with the job in the
// writer's transaction (services/email-outbox.ts) is handed to the app's mailer, then marked sent and its body cleared.
//
// Not atomic, on purpose: an atomic job works inside the transaction that completes it, and on SQLite that is the
// app's one connection (and the database's write lock) held for as long as the mail server takes to answer, up to the
// mailer's timeouts; every request would wait for it. So the row is read, the mail handed to SMTP, and the row marked
// sent by a write guarded by its state (queued → sent) before the job completes: a try after a crash between the mark
// and the completion finds the row sent and does nothing. A crash (or a lost lease) between the mail server's accept
// and the mark sends the mail once more on the next try: SMTP has no idempotency key, so mail is at least once.
//
// Logs and errors name the outbox row and the error's code only, never the recipient, the subject or the body (a
// confirmation link is a credential, and an SMTP error message can echo the recipient): the engine logs and stores
// the message of what `work` throws, so it throws EmailNotSentError, whose message is the code.

class EmailNotSentError extends Error {
  override name = 'EmailNotSentError';
}

/** The error's code (nodemailer's EENVELOPE, ECONNECTION…), else its class: never its message. */
function codeOf(error: unknown): string {
  if (error instanceof Error && 'code' in error && (typeof error.code === 'string' || typeof error.code === 'number')) {
    return String(error.code);
  }
  return error instanceof Error ? error.name : 'Error';
}

export const sendEmailJob = defineJob<{ outboxId: number }>({
  name: 'send-email',
  // 5 tries, 30 s before the second, doubling after (EMAIL_MAX_ATTEMPTS and EMAIL_RETRY_BASE_MS of the old worker)
  retry: { limit: 4, delayMs: 30_000, backoff: true },
  // a send takes seconds at most (the mailer's timeouts); a worker silent for longer crashed
  expireInMs: 2 * 60 * 1000,
  atomic: false,
  async work({ outboxId }, { db, app, attempt, log }) {
    const outbox = createEmailOutboxRepository(db);
    const mail = await outbox.find(outboxId);
    // sent by an earlier try that crashed before completing, given up, or purged: nothing to do
    if (mail?.status !== 'queued' || mail.body === null) return;
    try {
      await app.mailer.send({ to: mail.recipient, subject: mail.subject, text: mail.body, headers: headersOf(mail) });
    } catch (error) {
      const code = codeOf(error);
      log.warn({ outboxId, attempt, code }, 'e-mail could not be sent');
      throw new EmailNotSentError(code);
    }
    await outbox.markSent(outboxId, app.clock());
  },
  async onFailed({ outboxId }, { db, now, failure, log }) {
    const code = failure ?? 'unknown';
    if (await createEmailOutboxRepository(db).markFailed(outboxId, code, now)) {
      log.warn({ outboxId, code }, 'e-mail given up');
    }
  },
});
