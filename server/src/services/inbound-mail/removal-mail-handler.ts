import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';
import {
  createInboundRemovalMailRepository,
  type InboundRemovalMailRow,
} from '../../repositories/inbound-removal-mail-repository';
import { classifyRemovalReply, type RemovalReply } from './removal-reply';

// The port the job process-removal-mail calls with each received mail (issue 59): the removal pipeline plugs in what
// a reply does to its request (a status moved, a confirmation link followed); until then, and as the first step of
// whatever is plugged in, recordRemovalReply reads the mail and records what it was read as on its row.

/** A received mail, as the job hands it over. */
export interface InboundRemovalMail {
  id: number;
  /** the envelope recipient at the inbound domain: removals+<reference>@<domain> */
  recipient: string;
  sender: string;
  subject: string;
  messageId: string | null;
  inReplyTo: string | null;
  text: string;
  receivedAt: number;
}

/**
 * What a received mail does, in the job's transaction (`trx`: its writes commit with the job's completion, so a mail is
 * acted on once). It should record the reading (recordRemovalReply) so the row shows what the mail was taken for.
 */
export type OnRemovalMail = (mail: InboundRemovalMail, trx: Kysely<Database>) => Promise<void>;

export function inboundRemovalMailOf(row: InboundRemovalMailRow): InboundRemovalMail {
  return {
    id: row.id,
    recipient: row.recipient,
    sender: row.sender,
    subject: row.subject,
    messageId: row.message_id,
    inReplyTo: row.in_reply_to,
    text: row.text,
    receivedAt: Number(row.received_at),
  };
}

/** Reads `mail` (its reference from the recipient at `domain`) and records the reading on its row; the reading. */
export async function recordRemovalReply(
  mail: InboundRemovalMail,
  trx: Kysely<Database>,
  options: { domain: string; now: number },
): Promise<RemovalReply> {
  const reply = classifyRemovalReply(mail, { domain: options.domain });
  await createInboundRemovalMailRepository(trx).recordReading(
    mail.id,
    {
      kind: reply.kind,
      reference: reply.reference,
      siteReference: reply.siteReference ?? null,
      detail: {
        ...(reply.link === undefined ? {} : { link: reply.link }),
        ...(reply.asks === undefined ? {} : { asks: reply.asks }),
      },
    },
    options.now,
  );
  return reply;
}

/** The default port: records the reading and does nothing else (no pipeline is plugged in). */
export function recordingRemovalMailHandler(options: { domain: string; clock: () => number }): OnRemovalMail {
  return async (mail, trx) => {
    await recordRemovalReply(mail, trx, { domain: options.domain, now: options.clock() });
  };
}
