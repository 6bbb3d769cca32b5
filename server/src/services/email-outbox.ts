import type { Kysely } from 'kysely';

import { inTransaction } from '../db/in-transaction';
import type { Database } from '../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import { createEmailOutboxRepository, type OutgoingEmail } from '../repositories/email-outbox-repository';

// Writing mail (issue 57 point 2): the outbox row and its send-email job (jobs/definitions/send-email.ts) in the
// writer's transaction, so a mail exists, and is sent, only if what it tells about committed. The services that write
// mail are given this (built on the app's job queue by their plugin or route), never the queue itself.

export const SEND_EMAIL_JOB = 'send-email';

/** What the outbox needs of the job engine: sending a job in the writer's transaction. */
export type JobSender = Pick<JobQueue, 'send'>;

export function createEmailOutbox(jobs: JobSender) {
  async function write(trx: Kysely<Database>, mail: OutgoingEmail, now: number): Promise<void> {
    const outboxId = await createEmailOutboxRepository(trx).insert(mail, now);
    await jobs.send(SEND_EMAIL_JOB, { outboxId }, { db: trx });
  }

  return {
    /**
     * Queues `mail` in `db`'s transaction; given the app's database rather than a transaction, in a transaction of its
     * own (a row without its job would never be sent).
     */
    async enqueue(db: Kysely<Database>, mail: OutgoingEmail, now: number): Promise<void> {
      await inTransaction(db, (trx) => write(trx, mail, now));
    },
  };
}

export type EmailOutbox = ReturnType<typeof createEmailOutbox>;
