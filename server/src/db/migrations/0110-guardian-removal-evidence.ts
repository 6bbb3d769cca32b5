import { sql, type Kysely, type Migration } from 'kysely';

import type { DialectName } from '../create-database';
import { createTableWithId, timestampType } from './schema-helpers';

// The proof of a removal (issue 59 point 4): the listing page before and after, the letter sent, every reply and each
// status change with its time and cause, kept per request so that one PDF can be made of it and a listing that comes
// back still shows what was done about it before. Captures are stored as bytes (bytea / blob, as the report PDFs of
// migration 0030), in the database so every instance serves what any instance captured. A status change has no
// content: its row carries the status it moved to and why.
// member_id and listing_id are copied from the removal so that a member's evidence is found without a join and a
// listing's earlier proof by its listing.

export function guardianRemovalEvidenceMigration(dialect: DialectName): Migration {
  const time = timestampType(dialect);
  const bytes = dialect === 'postgres' ? 'bytea' : 'blob';

  return {
    async up(db: Kysely<unknown>) {
      await createTableWithId(db, dialect, 'guardian_removal_evidence')
        .addColumn('removal_id', 'integer', (col) =>
          col.notNull().references('guardian_removals.id').onDelete('cascade'),
        )
        .addColumn('member_id', 'integer', (col) =>
          col.notNull().references('protection_members.id').onDelete('cascade'),
        )
        .addColumn('listing_id', 'integer', (col) =>
          col.notNull().references('guardian_listings.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (col) => col.notNull())
        // null for a status change, which has no content
        .addColumn('mime', 'text')
        .addColumn('caption', 'text', (col) => col.notNull())
        .addColumn('content', bytes)
        // a status change: the status the request moved to
        .addColumn('status', 'text')
        // why: "ClearRecords showed the listing removed", "RecordHarbor replied: …", "the member said it is done"
        .addColumn('cause', 'text')
        .addColumn('at', time, (col) => col.notNull())
        .addCheckConstraint(
          'guardian_removal_evidence_kind_ck',
          sql`kind in ('before', 'after', 'letter', 'reply', 'page', 'status')`,
        )
        // a status change names its status; content has its type
        .addCheckConstraint(
          'guardian_removal_evidence_shape_ck',
          sql`(kind = 'status' and status is not null) or (kind <> 'status' and mime is not null and content is not null)`,
        )
        .execute();
      await db.schema
        .createIndex('guardian_removal_evidence_removal_ix')
        .on('guardian_removal_evidence')
        .columns(['removal_id', 'at'])
        .execute();
      await db.schema
        .createIndex('guardian_removal_evidence_listing_ix')
        .on('guardian_removal_evidence')
        .column('listing_id')
        .execute();
    },
  };
}
