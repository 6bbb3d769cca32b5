import { sql, type Kysely, type Migration } from 'kysely';

import type { DialectName } from '../create-database';

// Person search on PostgreSQL: pr_people_sound_idx held every column a page reads but the id, so each sound-alike
// cost a visit to the table (a bitmap heap scan, one page per match: 22 ms for "John Smith" at 1M people, cold).
// With the id included, the page is an index-only scan (0.3 ms). SQLite needs nothing: its index entries end with
// the rowid, which is the id. The columns as this migration made them (frozen).
const SOUND_INDEX_COLUMNS = [
  'last_phon',
  'first_phon',
  'opted_out',
  'state',
  'birth_year',
  'middle_initial',
  'city_key',
  'last_key',
  'first_key',
  'first_name',
  'middle_name',
  'last_name',
  'suffix',
  'maiden_name',
  'dob',
  'dod',
  'places_summary',
  'relatives_summary',
];

export function coveringPersonSearchMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`drop index if exists ${sql.ref('pr_people_sound_idx')}`.execute(db);
      await sql`create index ${sql.ref('pr_people_sound_idx')} on ${sql.table('pr_people')} (${sql.join(
        SOUND_INDEX_COLUMNS.map((column) => sql.ref(column)),
      )}) include (${sql.ref('id')})`.execute(db);
    },
  };
}
