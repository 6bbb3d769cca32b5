import { CompiledQuery, type Kysely } from 'kysely';

import type { DialectName } from './create-database';

// Stored counts of person search (issue 61): how many people who did not opt out bear each exact name (last_key,
// first_key) and each sound (last_phon, first_phon). A search of a common name reads its total and the size of each
// tier from here instead of counting its whole sound-alike range, which grows with the data set.
//
// Triggers on pr_people keep the counts current for every writer (opt-outs, Guardian's suppressions, the data
// refresh's new people, tests that insert people), so no writer can forget to. The data set build drops them for the
// bulk load and counts once at the end. These are the definitions the running code uses; migration 0119 keeps its own
// frozen copy.

export const SEARCH_COUNT_TABLES = ['pr_name_counts', 'pr_sound_counts'] as const;

const TRIGGER = 'pr_people_search_counts';

async function run<DB>(db: Kysely<DB>, statement: string): Promise<void> {
  await db.executeQuery(CompiledQuery.raw(statement, []));
}

export async function dropSearchCountTriggers<DB>(db: Kysely<DB>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    await run(db, `drop trigger if exists ${TRIGGER} on pr_people`);
    return;
  }
  for (const event of ['insert', 'delete', 'update']) await run(db, `drop trigger if exists ${TRIGGER}_${event}`);
}

export async function createSearchCountTriggers<DB>(db: Kysely<DB>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    await run(
      db,
      `create or replace function ${TRIGGER}() returns trigger language plpgsql as $$
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
    );
    await run(db, `drop trigger if exists ${TRIGGER} on pr_people`);
    await run(
      db,
      `create trigger ${TRIGGER} after insert or delete or update of opted_out, last_key, first_key, last_phon, first_phon
       on pr_people for each row execute function ${TRIGGER}()`,
    );
    return;
  }
  const decrement = `
    update pr_name_counts set people = people - 1 where old.opted_out = 0 and last_key = old.last_key and first_key = old.first_key;
    update pr_sound_counts set people = people - 1 where old.opted_out = 0 and last_phon = old.last_phon and first_phon = old.first_phon;`;
  // INSERT … SELECT … WHERE: an upsert from a SELECT needs a WHERE clause in SQLite, and it skips opted-out people
  const increment = `
    insert into pr_name_counts (last_key, first_key, people) select new.last_key, new.first_key, 1 where new.opted_out = 0
      on conflict (last_key, first_key) do update set people = people + 1;
    insert into pr_sound_counts (last_phon, first_phon, people) select new.last_phon, new.first_phon, 1 where new.opted_out = 0
      on conflict (last_phon, first_phon) do update set people = people + 1;`;
  await dropSearchCountTriggers(db, dialect);
  await run(db, `create trigger ${TRIGGER}_insert after insert on pr_people begin ${increment} end`);
  await run(db, `create trigger ${TRIGGER}_delete after delete on pr_people begin ${decrement} end`);
  await run(
    db,
    `create trigger ${TRIGGER}_update after update of opted_out, last_key, first_key, last_phon, first_phon on pr_people
     begin ${decrement} ${increment} end`,
  );
}

/** Counts every name and sound afresh (the build, after the bulk load and the opt-outs). */
export async function recountSearchCounts<DB>(db: Kysely<DB>): Promise<void> {
  for (const table of SEARCH_COUNT_TABLES) await run(db, `delete from ${table}`);
  await run(
    db,
    `insert into pr_name_counts (last_key, first_key, people)
     select last_key, first_key, count(*) from pr_people where opted_out = 0 group by last_key, first_key`,
  );
  await run(
    db,
    `insert into pr_sound_counts (last_phon, first_phon, people)
     select last_phon, first_phon, count(*) from pr_people where opted_out = 0 group by last_phon, first_phon`,
  );
}
