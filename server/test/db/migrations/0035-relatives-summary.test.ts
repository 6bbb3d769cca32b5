import { sql } from 'kysely';

import { createDatabase } from '../../../src/db/create-database';
import { migrateToLatest } from '../../../src/db/migrate';
import { createTestDatabase, ENGINES } from '../../helper';
import { migrateBefore } from './migrate-before';

// Migration 0035: a data set built before it gets each person's card relatives (up to 4 family members who did not
// opt out, by household, role and id) from the migration's own frozen statement, not from today's repository.

const person = (id: number, family: number, household: number, role: number, optedOut = 0) => ({
  id,
  household_id: household,
  family_id: family,
  place_id: 1,
  role,
  first_name: `First${id}`,
  last_name: `Last${family}`,
  sex: 'F',
  dob: '1980-01-01',
  birth_year: 1980,
  first_key: `first${id}`,
  last_key: `last${family}`,
  first_phon: 'F',
  last_phon: 'L',
  middle_initial: '',
  city: 'Ely',
  state: 'MN',
  zip: '55731',
  city_key: 'ely',
  flags: 0,
  places_summary: '',
  opted_out: optedOut,
});

describe.each(ENGINES)('migration 0035 (relatives summary) on %s', (engine) => {
  it('writes the card relatives of a data set built before it', async () => {
    const database = await createTestDatabase(engine);
    const { db, dialect } = createDatabase(database.config, { poolSize: 1 });
    try {
      await migrateBefore(db, dialect, '0035');
      const people = [
        person(1, 1, 10, 0),
        person(2, 1, 10, 1),
        person(3, 1, 11, 0, 1), // opted out: never named
        person(4, 1, 11, 1),
        person(5, 1, 12, 0),
        person(6, 1, 12, 1),
        person(7, 2, 20, 0), // alone in the family
      ];
      // the table as migration 0003 made it: no kysely types for a schema of the past
      for (const row of people) {
        const columns = Object.keys(row);
        await sql`insert into pr_people (${sql.join(columns.map((column) => sql.ref(column)))}) values (${sql.join(
          Object.values(row),
        )})`.execute(db);
      }

      expect(await migrateToLatest(db, dialect)).toContain('0035_relatives_summary');
      const summaries = await sql<{ id: number; relatives_summary: string }>`
        select id, relatives_summary from pr_people order by id`.execute(db);
      expect(summaries.rows.map((row) => [Number(row.id), row.relatives_summary])).toEqual([
        [1, 'First2|Last1;First4|Last1;First5|Last1;First6|Last1'],
        [2, 'First1|Last1;First4|Last1;First5|Last1;First6|Last1'],
        [3, 'First1|Last1;First2|Last1;First4|Last1;First5|Last1'],
        [4, 'First1|Last1;First2|Last1;First5|Last1;First6|Last1'],
        [5, 'First1|Last1;First2|Last1;First4|Last1;First6|Last1'],
        [6, 'First1|Last1;First2|Last1;First4|Last1;First5|Last1'],
        [7, ''],
      ]);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
