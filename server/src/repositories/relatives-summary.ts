import { sql, type QueryExecutorProvider } from 'kysely';

// The relatives a search result card names (issue 6): up to 4 family members who did not opt out, kept per person in
// `pr_people.relatives_summary` ("First|Last;First|Last") like `places_summary`, so a search page needs no family
// query. Written by the data set build and rewritten for the families an opt-out touches. One statement for both
// engines: SQLite (3.44+) and PostgreSQL both have string_agg with ORDER BY.

export const CARD_RELATIVES = 4;

export async function refreshRelativesSummaries(db: QueryExecutorProvider, familyIds?: number[]): Promise<void> {
  if (familyIds && !familyIds.length) return;
  const scope = familyIds ? sql` where family_id in (${sql.join(familyIds.map((id) => sql`${id}`))})` : sql``;
  await sql`
    update pr_people set relatives_summary = coalesce((
      select string_agg(r.first_name || '|' || r.last_name, ';' order by r.household_id, r.role, r.id)
      from (
        select first_name, last_name, household_id, role, id from pr_people other
        where other.family_id = pr_people.family_id and other.id <> pr_people.id and other.opted_out = 0
        order by household_id, role, id
        limit ${sql.lit(CARD_RELATIVES)}
      ) r
    ), '')${scope}`.execute(db);
}

export function parseRelativesSummary(summary: string): Array<{ first: string; last: string }> {
  if (!summary) return [];
  return summary.split(';').map((entry) => {
    const [first = '', last = ''] = entry.split('|');
    return { first, last };
  });
}
