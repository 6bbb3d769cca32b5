import { sql, type Kysely, type Migration } from 'kysely';

import { PERSON_SOUND_INDEX_COLUMNS, PHONETIC_INDEX_AT_0003 } from './0003-public-records';

// Person search reads a page of results from one index (see PERSON_SOUND_INDEX_COLUMNS): the phonetic index of
// 0003 grows the columns of a result card, so a search no longer reads one table page per result.
export const personSoundIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`drop index if exists ${sql.ref(PHONETIC_INDEX_AT_0003.name)}`.execute(db);
    await db.schema
      .createIndex('pr_people_sound_idx')
      .ifNotExists()
      .on('pr_people')
      .columns([...PERSON_SOUND_INDEX_COLUMNS])
      .execute();
  },
};
