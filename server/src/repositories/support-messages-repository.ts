import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';

// Contact Us messages (issue 16 point 7), kept for Member Care.
export function createSupportMessagesRepository(db: Kysely<Database>) {
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
  };
}
