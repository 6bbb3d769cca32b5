import type { Kysely, Migration } from 'kysely';

import type { DialectName } from '../create-database';
import { timestampType } from './schema-helpers';

// Match confidence (issue 59 point 3): each listing a scan reads off a site is scored against the protected person
// before anything is sent, and the member's own answer to "Is this you?" is kept beside it. Listings found before
// (and Beacon's own, found by the person's pointer, not by name) have no score: every match column is null. Numbered
// 0111: 0110 and 0112–0114 are other branches'.

export function guardianMatchConfidenceMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // SQLite adds one column per statement
      const columns: Array<[string, 'integer' | 'text' | 'bigint']> = [
        // 0–100 (domain/guardian/match-confidence.ts)
        ['match_confidence', 'integer'],
        // 'submit', 'ask' or 'ignore'
        ['match_decision', 'text'],
        // JSON array of { field, verdict, subjectValue, listingValue, points }: what the member sees side by side
        ['match_evidence', 'text'],
        // 'mine' or 'not_mine'; null: the member has not said
        ['member_verdict', 'text'],
        // when the member last answered, or restored the listing to asking (the verdict null again)
        ['verdict_at', timestampType(dialect)],
      ];
      for (const [name, type] of columns) {
        await db.schema.alterTable('guardian_listings').addColumn(name, type).execute();
      }
    },
  };
}
