import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { createEmailOutboxRepository, type EmailOutboxRow } from '../repositories/email-outbox-repository';
import { createJobRunner, retryDelayMs } from '../jobs/job-runner';

// The e-mail outbox worker, on the shared job runner: each claimed mail is handed to the mailer; a failure puts it
// back in the queue after a growing delay, up to maxAttempts tries. Logs name the outbox row only, never the
// recipient, the subject or the body (a confirmation link is a credential).

export interface EmailWorkerOptions {
  db: Kysely<Database>;
  mailer: Mailer;
  clock: () => number;
  log: FastifyBaseLogger;
  pollIntervalMs: number;
  leaseMs: number;
  maxAttempts: number;
  retryBaseMs: number;
}

export function createEmailWorker(options: EmailWorkerOptions) {
  const { db, mailer, clock, log, pollIntervalMs, leaseMs, maxAttempts, retryBaseMs } = options;
  const outbox = createEmailOutboxRepository(db);

  async function work(mail: EmailOutboxRow, token: string): Promise<void> {
    try {
      if (mail.body === null) throw new Error('the mail has no body');
      await mailer.send({ to: mail.recipient, subject: mail.subject, text: mail.body });
      await outbox.markSent(mail.id, token, clock());
    } catch (error) {
      const attempts = mail.attempts + 1;
      const final = attempts >= maxAttempts;
      // only the error's class and code: an SMTP error message can echo the recipient
      const code = error instanceof Error ? ((error as { code?: unknown }).code ?? error.name) : 'Error';
      log.warn({ outboxId: mail.id, attempts, final, code: String(code) }, 'e-mail could not be sent');
      const now = clock();
      await outbox.release(mail.id, token, String(code), final ? null : now + retryDelayMs(attempts, retryBaseMs), now);
    }
  }

  return createJobRunner<EmailOutboxRow>({
    queue: {
      candidates: (now, limit) => outbox.candidates(now, leaseMs, limit),
      claim: (mail, token, now) => outbox.claim(mail, token, now),
      work,
    },
    clock,
    log,
    pollIntervalMs,
  });
}

export type EmailWorker = ReturnType<typeof createEmailWorker>;
