import { sql, type Kysely } from 'kysely';

// ANALYZE on this SQLite (better-sqlite3 builds it with SQLITE_ENABLE_STAT4) stores sample key values per index in
// sqlite_stat4 besides the averages in sqlite_stat1. With samples, a statement whose `?` is compared to an indexed
// column is re-prepared (parsed and planned anew) on the first step after each new value is bound, so the planner
// can weigh that value: a search statement, run with another name each time, was compiled on every run. Under
// bench:search that was 6.6 % of a server worker's CPU (perf, 2026-11-29). The public records' statements are
// lookups of one key in the index made for them, whose plan no value changes (the plans with and without the samples
// compared the same for every statement of a search and report run), so their samples are dropped and their
// statements prepared once. The app's own tables keep theirs: the PDF job claim, for one, is planned by them.

/** Deletes the stored value samples of these tables' indexes and has the connection reload its statistics. */
export async function dropValueSamples<DB>(db: Kysely<DB>, tables: readonly string[]): Promise<void> {
  const { rows } = await sql<{ found: number }>`
    select count(*) as found from sqlite_master where type = 'table' and name = 'sqlite_stat4'`.execute(db);
  if (!Number(rows[0]?.found)) return;
  await sql`delete from sqlite_stat4 where tbl in (${sql.join(tables.map((table) => sql`${table}`))})`.execute(db);
  // ANALYZE of the schema table reads the statistics tables again: this connection plans with what is left
  await sql`analyze sqlite_schema`.execute(db);
}
