import type { Kysely, Migration } from 'kysely';

import type { DialectName } from '../create-database';
import { createTableWithId, timestampType } from './schema-helpers';

// Guardian's question to a site it cannot read (issue 59 point 2): an e-mail asking whether the site holds the
// person's data and to delete it, answered at removals+<reference>@<inbound domain> like a removal letter. One per
// person and site. The answer is read by the job process-removal-mail: a site that names a listing it held gets that
// listing (with a removal request carrying this letter and its answer as proof, `listing_id`); any other answer is kept
// here, quoted, for the member to read.

export function guardianBrokerInquiriesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const time = timestampType(dialect);
      await createTableWithId(db, dialect, 'guardian_broker_inquiries')
        .addColumn('member_id', 'integer', (col) =>
          col.notNull().references('protection_members.id').onDelete('cascade'),
        )
        .addColumn('broker_slug', 'text', (col) => col.notNull())
        // GRD-…, in the reply address; a listing the answer names takes it as its removal request's reference
        .addColumn('reference', 'text', (col) => col.notNull().unique())
        // the letter as queued, with its addressing lines (the proof of the question)
        .addColumn('letter', 'text', (col) => col.notNull())
        .addColumn('asked_at', time, (col) => col.notNull())
        // 'none', 'not_held', 'needs_action' or 'unreadable' (BROKER_INQUIRY_ANSWERS); 'held' once a listing is named
        .addColumn('answer', 'text', (col) => col.notNull())
        // the first sentence of the answer, or what the site asks
        .addColumn('quote', 'text')
        .addColumn('answered_at', time)
        .addColumn('listing_id', 'integer', (col) => col.references('guardian_listings.id').onDelete('set null'))
        .addUniqueConstraint('guardian_broker_inquiries_member_broker_uq', ['member_id', 'broker_slug'])
        .execute();
    },
  };
}
