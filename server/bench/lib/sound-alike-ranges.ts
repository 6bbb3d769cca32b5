import { createDatabase } from '../../src/db/create-database';
import { nameKey, nameVariants, phoneticKey } from '../../src/domain/search-keys';
import type { BenchDatabase } from './bench-database';

// How many index entries a person search ranks: everyone whose last name sounds like the searched one and whose first
// name sounds like it or one of its nicknames (the range of pr_people_sound_idx that search reads, then sorts by tier
// and record to cut out a page). Unlike the B-tree's depth, it grows in proportion to the data set: the same names
// recur in the same shares. docs/scaling.md extrapolates from it.

/** The sound-alike range of each person search path (`/v1/search/people?firstName=…&lastName=…`), filters left out. */
export async function soundAlikeRanges(database: BenchDatabase, searches: string[]): Promise<number[]> {
  const { db } = createDatabase(database.config, { poolSize: 1 });
  try {
    const ranges: number[] = [];
    for (const search of searches) {
      const query = new URLSearchParams(search.slice(search.indexOf('?') + 1));
      const firstKey = nameKey(query.get('firstName') ?? '');
      const lastPhonetic = phoneticKey(query.get('lastName') ?? '');
      // the first-name codes as the search service works them out (phoneticsOf in services/public-records-service.ts)
      const firstPhonetics = [...new Set([firstKey, ...nameVariants(firstKey)].map(phoneticKey).filter(Boolean))];
      if (!lastPhonetic || !firstPhonetics.length) continue;
      const row = await db
        .selectFrom('pr_people')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('last_phon', '=', lastPhonetic)
        .where('first_phon', 'in', firstPhonetics)
        .where('opted_out', '=', 0)
        .executeTakeFirst();
      ranges.push(Number(row?.n ?? 0));
    }
    return ranges;
  } finally {
    await db.destroy();
  }
}
