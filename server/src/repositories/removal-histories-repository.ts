import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../db/schema';
import type { RemovalHistory } from '../domain/guardian/removal-results';

// The status history of every removal request with the broker it went to (guardian_removals joined to the listing
// it asks to remove), for the published removal results (issue 59 point 6). Nothing else of the request or of its
// member is read.

export function createRemovalHistoriesRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    async all(): Promise<RemovalHistory[]> {
      const rows = await db
        .selectFrom('guardian_removals as r')
        .innerJoin('guardian_listings as l', 'l.id', 'r.listing_id')
        .select(['l.broker_slug', 'r.history'])
        .execute();
      return rows.map((row) => ({
        brokerSlug: row.broker_slug,
        history: (JSON.parse(row.history) as Array<{ status: string; at: number | string }>).map((step) => ({
          status: step.status,
          at: Number(step.at),
        })),
      }));
    },
  };
}

export type RemovalHistoriesRepository = ReturnType<typeof createRemovalHistoriesRepository>;
