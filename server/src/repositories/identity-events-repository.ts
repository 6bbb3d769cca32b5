import type { Kysely, Selectable } from 'kysely';

import type { Database, IdentityEventsTable, IdentitySubscribersTable } from '../db/schema';

// The identity provider's side of the database (migration 0107, issue 58): the accounts enrolled at it by an opaque
// reference, and the events its webhook delivered. Writes take the caller's transaction, so an event and the job that
// processes it, or a subscriber and the job that enrolls it, commit together.

export type IdentitySubscriberRow = Selectable<IdentitySubscribersTable>;
export type IdentityEventRow = Selectable<IdentityEventsTable>;

export interface NewIdentityEvent {
  eventId: string;
  type: string;
  subscriberReference: string;
  accountId: number | null;
  receivedAt: number;
  payload: string;
}

export function createIdentityEventsRepository(db: Kysely<Database>) {
  const subscriberColumns = ['id', 'account_id', 'reference', 'created_at', 'enrolled_at'] as const;
  return {
    findSubscriberByAccount(accountId: number): Promise<IdentitySubscriberRow | undefined> {
      return db
        .selectFrom('identity_subscribers')
        .select(subscriberColumns)
        .where('account_id', '=', accountId)
        .executeTakeFirst();
    },

    findSubscriberByReference(reference: string): Promise<IdentitySubscriberRow | undefined> {
      return db
        .selectFrom('identity_subscribers')
        .select(subscriberColumns)
        .where('reference', '=', reference)
        .executeTakeFirst();
    },

    /** Adds the account's subscriber; an account that has one keeps it (two first uses at once make one). */
    async insertSubscriber(accountId: number, reference: string, now: number): Promise<IdentitySubscriberRow> {
      await db
        .insertInto('identity_subscribers')
        .values({ account_id: accountId, reference, created_at: now, enrolled_at: null })
        .onConflict((conflict) => conflict.column('account_id').doNothing())
        .execute();
      const row = await this.findSubscriberByAccount(accountId);
      if (!row) throw new Error(`identity subscriber of account ${accountId} missing after its insert`);
      return row;
    },

    /** Records the provider's acceptance; true when this call did (a second try finds it done). */
    async markEnrolled(subscriberId: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('identity_subscribers')
        .set({ enrolled_at: now })
        .where('id', '=', subscriberId)
        .where('enrolled_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Stores a delivered event; its row id, or undefined when an event of the same id was stored before. */
    async insertEvent(event: NewIdentityEvent): Promise<number | undefined> {
      const row = await db
        .insertInto('identity_events')
        .values({
          event_id: event.eventId,
          type: event.type,
          subscriber_reference: event.subscriberReference,
          account_id: event.accountId,
          received_at: event.receivedAt,
          payload: event.payload,
        })
        .onConflict((conflict) => conflict.column('event_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row === undefined ? undefined : Number(row.id);
    },

    findEvent(id: number): Promise<IdentityEventRow | undefined> {
      return db
        .selectFrom('identity_events')
        .select(['id', 'event_id', 'type', 'subscriber_reference', 'account_id', 'received_at', 'payload'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}

export type IdentityEventsRepository = ReturnType<typeof createIdentityEventsRepository>;
