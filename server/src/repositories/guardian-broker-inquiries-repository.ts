import type { Kysely, Selectable } from 'kysely';

import type { BrokerInquiryAnswer } from '@beacon/validation';

import type { Database, GuardianBrokerInquiriesTable } from '../db/schema';

// Guardian's e-mailed questions to sites it cannot read (migration 0117): one per person and site, found again by the
// reference in the reply address when the site answers.

export type BrokerInquiryRow = Selectable<GuardianBrokerInquiriesTable>;

/** What an answer records: one of the contract's answers, or 'held' when it named a listing (with that listing). */
export type StoredInquiryAnswer =
  | { answer: Exclude<BrokerInquiryAnswer, 'none'>; quote: string | null }
  | { answer: 'held'; quote: string | null; listingId: number };

export function createGuardianBrokerInquiriesRepository(db: Kysely<Database>) {
  return {
    /** Records the question; undefined when this person's question to the site was asked before. */
    async insert(inquiry: {
      memberId: number;
      brokerSlug: string;
      reference: string;
      letter: string;
      askedAt: number;
    }): Promise<number | undefined> {
      const row = await db
        .insertInto('guardian_broker_inquiries')
        .values({
          member_id: inquiry.memberId,
          broker_slug: inquiry.brokerSlug,
          reference: inquiry.reference,
          letter: inquiry.letter,
          asked_at: inquiry.askedAt,
          answer: 'none',
        })
        .onConflict((conflict) => conflict.columns(['member_id', 'broker_slug']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row ? Number(row.id) : undefined;
    },

    async forMember(memberId: number): Promise<BrokerInquiryRow[]> {
      return db.selectFrom('guardian_broker_inquiries').selectAll().where('member_id', '=', memberId).execute();
    },

    async byReference(reference: string): Promise<BrokerInquiryRow | undefined> {
      return db
        .selectFrom('guardian_broker_inquiries')
        .selectAll()
        .where('reference', '=', reference)
        .executeTakeFirst();
    },

    /**
     * Records the site's answer unless one that named a listing came first (a later answer is kept with that listing's
     * request instead); whether it was recorded.
     */
    async answer(id: number, answer: StoredInquiryAnswer, at: number): Promise<boolean> {
      const result = await db
        .updateTable('guardian_broker_inquiries')
        .set({
          answer: answer.answer,
          quote: answer.quote,
          answered_at: at,
          ...(answer.answer === 'held' ? { listing_id: answer.listingId } : {}),
        })
        .where('id', '=', id)
        .where('answer', '!=', 'held')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
