import { sql, type Kysely, type Migration } from 'kysely';

// Person search reads a page of results from one index: the phonetic index of 0003 grows the columns of a result
// card, so a search no longer reads one table page per result. The columns as this migration made them (frozen).
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

export const personSoundIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`drop index if exists ${sql.ref('pr_people_phonetic_idx')}`.execute(db);
    await db.schema
      .createIndex('pr_people_sound_idx')
      .ifNotExists()
      .on('pr_people')
      .columns(SOUND_INDEX_COLUMNS)
      .execute();
  },
};
