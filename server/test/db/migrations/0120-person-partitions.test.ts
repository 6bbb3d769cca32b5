import { sql } from 'kysely';

import { createDatabase } from '../../../src/db/create-database';
import { migrateToLatest } from '../../../src/db/migrate';
import { PERSON_PARTITIONS, PUBLIC_RECORD_INDEXES } from '../../../src/db/public-records-schema';
import { namePartOf } from '../../../src/domain/name-partition';
import { createTestDatabase, ENGINES } from '../../helper';
import { insertPastRows, migrateBefore } from './migrate-before';

// Migration 0120: a data set built before it keeps every person, each with the partition key of their last name's
// sound; on PostgreSQL pr_people becomes hash-partitioned on that key with its search indexes and its count trigger.

const SOUNDS = ['SM0', 'JNSN', 'KRS', 'L', ''];

const person = (id: number) => ({
  id,
  household_id: id,
  family_id: id,
  place_id: 1,
  role: 0,
  first_name: `First${id}`,
  last_name: `Last${id % SOUNDS.length}`,
  sex: 'F',
  dob: '1980-01-01',
  birth_year: 1980,
  first_key: `first${id % 3}`,
  last_key: `last${id % SOUNDS.length}`,
  first_phon: 'F',
  last_phon: SOUNDS[id % SOUNDS.length]!,
  middle_initial: '',
  city: 'Ely',
  state: 'MN',
  zip: '55731',
  city_key: 'ely',
  flags: 0,
  places_summary: '',
  relatives_summary: '',
  opted_out: id % 7 === 0 ? 1 : 0,
});

describe.each(ENGINES)('migration 0120 (person partitions) on %s', (engine) => {
  it('keeps every person, with the partition key of their sound, in the partitioned table', async () => {
    const database = await createTestDatabase(engine);
    const { db, dialect } = createDatabase(database.config, { poolSize: 1 });
    try {
      await migrateBefore(db, dialect, '0120');
      const people = Array.from({ length: 40 }, (_, index) => person(index + 1));
      await insertPastRows(db, 'pr_people', people);

      expect(await migrateToLatest(db, dialect)).toContain('0120_person_partitions');
      const rows = await sql<{ id: number; last_phon: string; name_part: number; opted_out: number }>`
        select id, last_phon, name_part, opted_out from pr_people order by id`.execute(db);
      expect(rows.rows.map((row) => ({ ...row, id: Number(row.id), name_part: Number(row.name_part) }))).toEqual(
        people.map((row) => ({
          id: row.id,
          last_phon: row.last_phon,
          name_part: namePartOf(row.last_phon),
          opted_out: row.opted_out,
        })),
      );
      // the count trigger still counts a new person (the searched counts of migration 0119)
      await insertPastRows(db, 'pr_people', [{ ...person(41), name_part: namePartOf(person(41).last_phon) }]);
      const counted = await sql<{ people: number }>`select people from pr_sound_counts
        where last_phon = ${person(41).last_phon} and first_phon = 'F'`.execute(db);
      expect(Number(counted.rows[0]?.people)).toBe(
        people.filter((row) => row.last_phon === person(41).last_phon && !row.opted_out).length + 1,
      );

      if (engine === 'postgres') {
        const partitions = await sql<{ name: string; bound: string }>`select c.relname as name,
          pg_get_expr(c.relpartbound, c.oid) as bound from pg_inherits i join pg_class c on c.oid = i.inhrelid
          where i.inhparent = 'pr_people'::regclass order by c.relname`.execute(db);
        expect(partitions.rows).toHaveLength(PERSON_PARTITIONS);
        expect(partitions.rows[3]).toEqual({
          name: 'pr_people_p03',
          bound: `FOR VALUES WITH (modulus ${PERSON_PARTITIONS}, remainder 3)`,
        });
        const indexes = await sql<{ indexname: string }>`select indexname from pg_indexes
          where schemaname = current_schema() and tablename = 'pr_people'`.execute(db);
        expect(indexes.rows.map((row) => row.indexname).sort()).toEqual(
          [
            'pr_people_pkey',
            ...PUBLIC_RECORD_INDEXES.filter((index) => index.table === 'pr_people').map((index) => index.name),
          ].sort(),
        );
      }
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
