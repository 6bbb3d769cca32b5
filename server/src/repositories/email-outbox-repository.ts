import type { Kysely, Selectable, Transaction } from 'kysely';

import type { Database, EmailOutboxTable } from '../db/schema';

// The e-mail outbox (migration 0049): mail is written here, in the transaction of whatever it tells about, and sent
// by the job runner of whichever instance claims it first (the claim is a compare-and-swap). The
// body is cleared once the mail is sent or given up, so a link in it does not outlive its use.

export type EmailOutboxRow = Selectable<EmailOutboxTable>;

export interface OutgoingEmail {
  to: string;
  subject: string;
  body: string;
}

export function createEmailOutboxRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    /** Deletes the sent e-mails that finished before `cutoff` (their bodies are cleared already); how many. */
    async deleteSentBefore(cutoff: number): Promise<number> {
      const result = await db
        .deleteFrom('email_outbox')
        .where('status', '=', 'sent')
        .where('finished_at', '<', cutoff)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async enqueue(mail: OutgoingEmail, now: number): Promise<void> {
      await db
        .insertInto('email_outbox')
        .values({
          recipient: mail.to,
          subject: mail.subject,
          body: mail.body,
          status: 'queued',
          next_attempt_at: now,
          created_at: now,
        })
        .execute();
    },

    /** Mail due now, and mail whose claim is older than the lease (a crashed or stuck instance). */
    async candidates(now: number, leaseMs: number, limit: number): Promise<EmailOutboxRow[]> {
      return db
        .selectFrom('email_outbox')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', now)]),
            eb.and([eb('status', '=', 'processing'), eb('claimed_at', '<', now - leaseMs)]),
          ]),
        )
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    async claim(mail: EmailOutboxRow, token: string, now: number): Promise<boolean> {
      let update = db
        .updateTable('email_outbox')
        .set({ status: 'processing', claim_token: token, claimed_at: now, attempts: mail.attempts + 1 })
        .where('id', '=', mail.id)
        .where('status', '=', mail.status)
        .where('attempts', '=', mail.attempts);
      update =
        mail.claim_token === null
          ? update.where('claim_token', 'is', null)
          : update.where('claim_token', '=', mail.claim_token);
      const result = await update.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async markSent(id: number, token: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('email_outbox')
        .set({ status: 'sent', body: null, error: null, claim_token: null, finished_at: now })
        .where('id', '=', id)
        .where('claim_token', '=', token)
        .where('status', '=', 'processing')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Back in the queue for `nextAttemptAt`, or (nextAttemptAt null) failed for good and its body cleared. */
    async release(id: number, token: string, error: string, nextAttemptAt: number | null, now: number) {
      const result = await db
        .updateTable('email_outbox')
        .set({
          status: nextAttemptAt === null ? 'failed' : 'queued',
          error: error.slice(0, 500),
          claim_token: null,
          claimed_at: null,
          ...(nextAttemptAt === null ? { body: null, finished_at: now } : { next_attempt_at: nextAttemptAt }),
        })
        .where('id', '=', id)
        .where('claim_token', '=', token)
        .where('status', '=', 'processing')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type EmailOutboxRepository = ReturnType<typeof createEmailOutboxRepository>;
