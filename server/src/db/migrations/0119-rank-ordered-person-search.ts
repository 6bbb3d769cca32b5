import { CompiledQuery, type Kysely, type Migration } from 'kysely';

import type { DialectName } from '../create-database';

// Rank-ordered person search (issue 61): a search read and sorted the whole sound-alike range of a name to cut one
// page, and that range grows with the data set. Two narrow indexes hold the people of one exact name, and of one
// sound, in rank order (the id), so a page of any tier is a range read with LIMIT; two tables hold how many people
// (not opted out) bear each name and each sound, kept by triggers on pr_people, so the total and the size of each
// tier are stored rather than counted. The definitions as this migration made them (frozen; the running code's are
// in db/public-records-schema.ts and db/search-counts.ts).

const NAME_RANK_INDEX = 'create index pr_people_name_rank_idx on pr_people (last_key, first_key, opted_out, id)';
const SOUND_RANK_INDEX =
  'create index pr_people_sound_rank_idx on pr_people (last_phon, first_phon, opted_out, id, last_key, first_key)';

const POSTGRES_TRIGGER = [
  `create or replace function pr_people_search_counts() returns trigger language plpgsql as $$
  begin
    if tg_op in ('UPDATE', 'DELETE') and old.opted_out = 0 then
      update pr_name_counts set people = people - 1 where last_key = old.last_key and first_key = old.first_key;
      update pr_sound_counts set people = people - 1 where last_phon = old.last_phon and first_phon = old.first_phon;
    end if;
    if tg_op in ('UPDATE', 'INSERT') and new.opted_out = 0 then
      insert into pr_name_counts (last_key, first_key, people) values (new.last_key, new.first_key, 1)
        on conflict (last_key, first_key) do update set people = pr_name_counts.people + 1;
      insert into pr_sound_counts (last_phon, first_phon, people) values (new.last_phon, new.first_phon, 1)
        on conflict (last_phon, first_phon) do update set people = pr_sound_counts.people + 1;
    end if;
    return null;
  end $$`,
  `create trigger pr_people_search_counts after insert or delete or update of opted_out, last_key, first_key, last_phon, first_phon
   on pr_people for each row execute function pr_people_search_counts()`,
];

const SQLITE_DECREMENT = `
  update pr_name_counts set people = people - 1 where old.opted_out = 0 and last_key = old.last_key and first_key = old.first_key;
  update pr_sound_counts set people = people - 1 where old.opted_out = 0 and last_phon = old.last_phon and first_phon = old.first_phon;`;
const SQLITE_INCREMENT = `
  insert into pr_name_counts (last_key, first_key, people) select new.last_key, new.first_key, 1 where new.opted_out = 0
    on conflict (last_key, first_key) do update set people = people + 1;
  insert into pr_sound_counts (last_phon, first_phon, people) select new.last_phon, new.first_phon, 1 where new.opted_out = 0
    on conflict (last_phon, first_phon) do update set people = people + 1;`;
const SQLITE_TRIGGERS = [
  `create trigger pr_people_search_counts_insert after insert on pr_people begin ${SQLITE_INCREMENT} end`,
  `create trigger pr_people_search_counts_delete after delete on pr_people begin ${SQLITE_DECREMENT} end`,
  `create trigger pr_people_search_counts_update after update of opted_out, last_key, first_key, last_phon, first_phon
   on pr_people begin ${SQLITE_DECREMENT} ${SQLITE_INCREMENT} end`,
];

export function rankOrderedPersonSearchMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const run = (statement: string) => db.executeQuery(CompiledQuery.raw(statement, []));
      await db.schema
        .createTable('pr_name_counts')
        .addColumn('last_key', 'text', (col) => col.notNull())
        .addColumn('first_key', 'text', (col) => col.notNull())
        .addColumn('people', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('pr_name_counts_pk', ['last_key', 'first_key'])
        .execute();
      await db.schema
        .createTable('pr_sound_counts')
        .addColumn('last_phon', 'text', (col) => col.notNull())
        .addColumn('first_phon', 'text', (col) => col.notNull())
        .addColumn('people', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('pr_sound_counts_pk', ['last_phon', 'first_phon'])
        .execute();
      await run(NAME_RANK_INDEX);
      await run(SOUND_RANK_INDEX);
      // a data set built before this migration gets its counts here; later builds count at their end
      await run(
        `insert into pr_name_counts (last_key, first_key, people)
         select last_key, first_key, count(*) from pr_people where opted_out = 0 group by last_key, first_key`,
      );
      await run(
        `insert into pr_sound_counts (last_phon, first_phon, people)
         select last_phon, first_phon, count(*) from pr_people where opted_out = 0 group by last_phon, first_phon`,
      );
      for (const statement of dialect === 'postgres' ? POSTGRES_TRIGGER : SQLITE_TRIGGERS) await run(statement);
    },
  };
}
