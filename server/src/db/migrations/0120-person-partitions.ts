import { CompiledQuery, type Kysely, type Migration } from 'kysely';

import type { DialectName } from '../create-database';

// pr_people partitioned by the phonetic last-name key (issue 61). Every row gets name_part, the hash of its last_phon
// (domain/name-partition.ts, of which partOf below is the frozen copy: a stored format, like a pointer). On
// PostgreSQL the table becomes a declarative hash-partitioned table on name_part, PERSON_PARTITIONS partitions, so a
// person search (one sound of a last name) reads one partition; its primary key is (id, name_part), as a partitioned
// table's unique keys must hold the partition key. SQLite keeps one table: the column is there so that both engines
// run the same statements, and a pointer carries the same key whichever engine made it. The definitions as this
// migration made them (frozen; the running code's are in db/public-records-schema.ts and db/search-counts.ts).

const PARTITIONS = 16;

/** FNV-1a of the phonetic key, modulo 1,024 (the running code's namePartOf as this migration wrote it). */
function partOf(lastPhonetic: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < lastPhonetic.length; i += 1) hash = Math.imul(hash ^ lastPhonetic.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % 1024;
}

const POSTGRES_INDEXES = [
  'create index pr_people_name_idx on pr_people (last_key, first_key, opted_out, state, birth_year, middle_initial, city_key)',
  `create index pr_people_sound_idx on pr_people (last_phon, first_phon, opted_out, state, birth_year, middle_initial,
   city_key, last_key, first_key, first_name, middle_name, last_name, suffix, maiden_name, dob, dod, places_summary,
   relatives_summary) include (id, name_part)`,
  'create index pr_people_name_rank_idx on pr_people (last_key, first_key, opted_out, id) include (name_part)',
  `create index pr_people_sound_rank_idx on pr_people (last_phon, first_phon, opted_out, id, last_key, first_key)
   include (name_part)`,
  'create index pr_people_household_idx on pr_people (household_id)',
  'create index pr_people_family_idx on pr_people (family_id)',
  'create index pr_people_place_idx on pr_people (place_id)',
];

const POSTGRES_TRIGGER = `create trigger pr_people_search_counts after insert or delete or update of opted_out, last_key,
  first_key, last_phon, first_phon on pr_people for each row execute function pr_people_search_counts()`;

export function personPartitionsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const run = (statement: string, parameters: unknown[] = []) =>
        db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(statement, parameters));
      const sounds = await run('select distinct last_phon from pr_people');
      const parts = sounds.rows.map((row) => {
        const sound = String(row.last_phon);
        return [sound, partOf(sound)] as const;
      });

      if (dialect === 'sqlite') {
        await run('alter table pr_people add column name_part integer not null default 0');
        for (const [sound, part] of parts) {
          await run('update pr_people set name_part = ? where last_phon = ?', [part, sound]);
        }
        return;
      }

      await run('alter table pr_people rename to pr_people_unpartitioned');
      const indexes = await run(
        `select indexname from pg_indexes where schemaname = current_schema() and tablename = 'pr_people_unpartitioned'
         and indexname <> 'pr_people_pkey'`,
      );
      for (const row of indexes.rows) await run(`drop index ${String(row.indexname)}`);
      await run('alter table pr_people_unpartitioned drop constraint pr_people_pkey');
      await run(
        `create table pr_people (like pr_people_unpartitioned including defaults, name_part smallint not null,
         primary key (id, name_part)) partition by hash (name_part)`,
      );
      for (let remainder = 0; remainder < PARTITIONS; remainder += 1) {
        const name = `pr_people_p${String(remainder).padStart(2, '0')}`;
        await run(
          `create table ${name} partition of pr_people for values with (modulus ${PARTITIONS}, remainder ${remainder})`,
        );
      }
      await run('create temporary table pr_name_parts (last_phon text primary key, name_part smallint not null)');
      for (let at = 0; at < parts.length; at += 1000) {
        const chunk = parts.slice(at, at + 1000);
        await run(
          `insert into pr_name_parts (last_phon, name_part) values ${chunk.map((_, i) => `($${2 * i + 1}, $${2 * i + 2})`).join(', ')}`,
          chunk.flat(),
        );
      }
      await run(
        'insert into pr_people select o.*, m.name_part from pr_people_unpartitioned o join pr_name_parts m using (last_phon)',
      );
      await run('drop table pr_name_parts');
      await run('drop table pr_people_unpartitioned');
      for (const statement of POSTGRES_INDEXES) await run(statement);
      await run(POSTGRES_TRIGGER);
      await run('analyze pr_people');
    },
  };
}
