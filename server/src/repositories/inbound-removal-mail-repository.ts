import type { Kysely, Selectable, Transaction } from 'kysely';

import type { Database, InboundRemovalMailTable } from '../db/schema';

// Mail received at removals' reply addresses (issue 59, migration 0114): written by the inbound SMTP endpoint with the
// job process-removal-mail, read by that job, which records what the mail was read as.

export type InboundRemovalMailRow = Selectable<InboundRemovalMailTable>;

export interface ReceivedRemovalMail {
  recipient: string;
  sender: string;
  subject: string;
  messageId: string | null;
  inReplyTo: string | null;
  text: string;
  raw: string;
  receivedAt: number;
}

export interface RemovalMailReading {
  kind: string;
  reference: string | null;
  siteReference: string | null;
  detail: { link?: string; asks?: string };
}

export function createInboundRemovalMailRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    /** Stores a received mail; its id (the payload of its process-removal-mail job). */
    async insert(mail: ReceivedRemovalMail): Promise<number> {
      const row = await db
        .insertInto('inbound_removal_mail')
        .values({
          recipient: mail.recipient,
          sender: mail.sender,
          subject: mail.subject,
          message_id: mail.messageId,
          in_reply_to: mail.inReplyTo,
          text: mail.text,
          raw: mail.raw,
          received_at: mail.receivedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async find(id: number): Promise<InboundRemovalMailRow | undefined> {
      return db.selectFrom('inbound_removal_mail').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The mail received for a request, oldest first (its replies, for the request's history and proof). */
    async listByReference(reference: string): Promise<InboundRemovalMailRow[]> {
      return db
        .selectFrom('inbound_removal_mail')
        .selectAll()
        .where('reference', '=', reference)
        .orderBy('received_at')
        .orderBy('id')
        .execute();
    },

    /** Records what a mail was read as; false when it was recorded already (a job's second try changes nothing). */
    async recordReading(id: number, reading: RemovalMailReading, now: number): Promise<boolean> {
      const result = await db
        .updateTable('inbound_removal_mail')
        .set({
          kind: reading.kind,
          reference: reading.reference,
          site_reference: reading.siteReference,
          detail: JSON.stringify(reading.detail),
          processed_at: now,
        })
        .where('id', '=', id)
        .where('processed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type InboundRemovalMailRepository = ReturnType<typeof createInboundRemovalMailRepository>;
