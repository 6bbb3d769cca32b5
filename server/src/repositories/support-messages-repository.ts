import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../db/schema';

// Contact Us messages (issue 16 point 7), kept for Member Care. The text is stored exactly as the member sent it (HTML
// included: it is text, never markup). Nothing in the product shows it or mails it yet: no staff view, no mail to
// Member Care, no confirmation mail, and the API never returns it; whatever shows it later must escape it.

export function createSupportMessagesRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    async add(message: {
      accountId: number;
      name: string;
      email: string;
      topic: string;
      message: string;
      now: number;
    }): Promise<number> {
      const row = await db
        .insertInto('support_messages')
        .values({
          account_id: message.accountId,
          name: message.name,
          email: message.email,
          topic: message.topic,
          message: message.message,
          status: 'received',
          created_at: message.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** When the member's messages since `since` were sent, oldest first (the daily cap's count). */
    async sentSince(accountId: number, since: number): Promise<number[]> {
      const rows = await db
        .selectFrom('support_messages')
        .select('created_at')
        .where('account_id', '=', accountId)
        .where('created_at', '>', since)
        .orderBy('created_at')
        .execute();
      return rows.map((row) => Number(row.created_at));
    },
  };
}
