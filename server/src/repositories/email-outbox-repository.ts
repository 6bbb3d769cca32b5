import type { Kysely, Selectable, Transaction } from 'kysely';

import type { Database, EmailOutboxTable } from '../db/schema';

// The e-mail outbox (migration 0049, on the job engine since issue 57 point 2): mail is written here, in the
// transaction of whatever it tells about, with a job `send-email` naming the row (services/email-outbox.ts); the row is
// what a member or an operator sees of the mail (queued, sent or failed), the job engine owns its tries. The body is
// cleared once the mail is sent or given up, so a link in it does not outlive its use; so are its headers (an
// unsubscribe link acts on the account).

export type EmailOutboxRow = Selectable<EmailOutboxTable>;

export interface OutgoingEmail {
  to: string;
  subject: string;
  body: string;
  /** extra headers of the message (List-Unsubscribe on alert mail); names and values on one line each */
  headers?: Readonly<Record<string, string>>;
}

/** The headers a row holds (JSON written by insert); none for a row without. */
export function headersOf(row: Pick<EmailOutboxRow, 'headers'>): Record<string, string> {
  if (row.headers === null) return {};
  const parsed: unknown = JSON.parse(row.headers);
  if (typeof parsed !== 'object' || parsed === null) return {};
  return Object.fromEntries(
    Object.entries(parsed).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
  );
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

    /** Stores a queued mail; its id (the payload of its send-email job). */
    async insert(mail: OutgoingEmail, now: number): Promise<number> {
      const row = await db
        .insertInto('email_outbox')
        .values({
          recipient: mail.to,
          subject: mail.subject,
          body: mail.body,
          status: 'queued',
          created_at: now,
          headers: mail.headers && Object.keys(mail.headers).length ? JSON.stringify(mail.headers) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async find(id: number): Promise<EmailOutboxRow | undefined> {
      return db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** A queued mail was accepted by the mail server: sent, its body and headers cleared; false when it was not queued. */
    async markSent(id: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('email_outbox')
        .set({ status: 'sent', body: null, headers: null, error: null, finished_at: now })
        .where('id', '=', id)
        .where('status', '=', 'queued')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A queued mail given up: failed for good with the code of its last error, its body and headers cleared. */
    async markFailed(id: number, error: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('email_outbox')
        .set({ status: 'failed', body: null, headers: null, error: error.slice(0, 500), finished_at: now })
        .where('id', '=', id)
        .where('status', '=', 'queued')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type EmailOutboxRepository = ReturnType<typeof createEmailOutboxRepository>;
