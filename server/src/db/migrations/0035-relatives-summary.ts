import { sql, type Kysely, type Migration } from 'kysely';

// The relatives of search result cards, kept per person (today's code: repositories/relatives-summary.ts). A data
// set built before this migration gets its summaries here; later builds write them themselves.
//
// The statement below is a frozen copy of `refreshRelativesSummaries` as it was when this migration was written
// (4 relatives, "First|Last;First|Last"). A migration is history: it must do the same thing on every database it
// ever runs on, so it keeps its own copy instead of importing the repository, which may change (the accepted
// exception to "never copy"). Do not edit it to follow the repository.
export const relativesSummaryMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('pr_people')
      .addColumn('relatives_summary', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
    await sql`
      update pr_people set relatives_summary = coalesce((
        select string_agg(r.first_name || '|' || r.last_name, ';' order by r.household_id, r.role, r.id)
        from (
          select first_name, last_name, household_id, role, id from pr_people other
          where other.family_id = pr_people.family_id and other.id <> pr_people.id and other.opted_out = 0
          order by household_id, role, id
          limit 4
        ) r
      ), '')`.execute(db);
  },
};
