import type { Kysely, Migration } from 'kysely';

import { refreshRelativesSummaries } from '../../repositories/relatives-summary';

// The relatives of search result cards, kept per person (see repositories/relatives-summary.ts). A data set built
// before this migration gets its summaries here; later builds write them themselves.
export const relativesSummaryMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('pr_people')
      .addColumn('relatives_summary', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
    await refreshRelativesSummaries(db);
  },
};
