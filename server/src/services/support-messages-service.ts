import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { rateLimited } from '../domain/errors';
import { createAccountsRepository } from '../repositories/accounts-repository';
import type { ContentRepository } from '../repositories/content-repository';
import { SUPPORT_PHONE_META_KEY } from '../repositories/meta-keys';
import { createSupportMessagesRepository } from '../repositories/support-messages-repository';

// The Contact Us messages of a member (issue 16 point 7) and their daily cap (issue 55 point 6): at most
// `perDay` in any 24 hours, counted from the stored messages, so neither a restart nor another instance starts the
// count again. Past it the member is answered 429 with the support phone and when the next message will be taken.

export const SUPPORT_DAY_MS = 24 * 60 * 60 * 1000;

export const supportCapReached = (phone: string | null, retryAfterSeconds: number) =>
  rateLimited(
    `You have sent the most support messages allowed for today. ${
      phone ? `Call us at ${phone}` : 'Call Member Care'
    } or try again tomorrow.`,
    retryAfterSeconds,
  );

export interface NewSupportMessage {
  accountId: number;
  name: string;
  email: string;
  topic: string;
  message: string;
}

type SendOutcome = { sent: true; id: number } | { sent: false; retryAfterSeconds: number };

export function createSupportMessagesService(options: {
  db: Kysely<Database>;
  content: ContentRepository;
  clock: () => number;
  perDay: number;
}) {
  const { db, content, clock, perDay } = options;

  async function supportPhone(): Promise<string | null> {
    const phone = await content.metaValue(SUPPORT_PHONE_META_KEY);
    return typeof phone === 'string' && phone ? phone : null;
  }

  return {
    /** Stores the message and returns its reference number; a 429 when the member has sent `perDay` in 24 hours. */
    async send(message: NewSupportMessage): Promise<number> {
      const now = clock();
      const outcome = await db.transaction().execute(async (trx): Promise<SendOutcome> => {
        // The member's row is held while counting, so messages sent at once on any instance cannot pass the cap.
        await createAccountsRepository(trx).lock(message.accountId);
        const messages = createSupportMessagesRepository(trx);
        const sent = await messages.sentSince(message.accountId, now - SUPPORT_DAY_MS);
        if (sent.length >= perDay) {
          // the next message is taken once enough of these are older than 24 hours to leave room for one
          const freesRoom = sent[sent.length - perDay] ?? now;
          return { sent: false, retryAfterSeconds: Math.max(1, Math.ceil((freesRoom + SUPPORT_DAY_MS - now) / 1000)) };
        }
        return { sent: true, id: await messages.add({ ...message, now }) };
      });
      // read after the transaction: on SQLite a read outside it would wait for it to end
      if (!outcome.sent) throw supportCapReached(await supportPhone(), outcome.retryAfterSeconds);
      return outcome.id;
    },
  };
}

export type SupportMessagesService = ReturnType<typeof createSupportMessagesService>;
