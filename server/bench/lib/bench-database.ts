import { existsSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';

import { sql } from 'kysely';
import pg from 'pg';

import type { DatabaseConfig } from '../../src/config';
import { createDatabase } from '../../src/db/create-database';

// Where a benchmark keeps its data set: a SQLite file of its own, or a PostgreSQL database of its own on the server
// a URL names. Never the database the URL itself names (it may be the demo's or the tests'): the benchmark database
// is always `beacon_bench_<size>`, created on that server when missing, so a build can never replace anyone's data.

export const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

export type BenchEngine = 'sqlite' | 'postgres';

export interface BenchDatabase {
  engine: BenchEngine;
  /** for createDatabase / ensureDataset in the benchmark's own process */
  config: DatabaseConfig;
  /** DATABASE_URL of the server the benchmark starts */
  url: string;
  /** the file relative to the repository, or the database and its server */
  where: string;
}

/** 1,000,000 → "1m", 5,000,000 → "5m", 20,000 → "20k": the suffix of the benchmark's file or database. */
export function sizeLabel(people: number): string {
  if (people >= 1_000_000 && people % 1_000_000 === 0) return `${people / 1_000_000}m`;
  if (people >= 1_000 && people % 1_000 === 0) return `${people / 1_000}k`;
  return String(people);
}

export function sqliteBenchDatabase(file: string): BenchDatabase {
  const resolved = path.resolve(file);
  return {
    engine: 'sqlite',
    config: { kind: 'sqlite', file: resolved },
    url: `sqlite:${resolved}`,
    where: path.relative(repoRoot, resolved) || resolved,
  };
}

/** Runs `work` on a client of the URL's own database, or of the server's `postgres` database when that one does not
 * exist (the URL may already name the benchmark database, before its first run). */
async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const connect = async (url: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return client;
  };
  let client: pg.Client;
  try {
    client = await connect(serverUrl);
  } catch (error) {
    // 3D000: the database does not exist
    if ((error as { code?: string }).code !== '3D000') throw error;
    const fallback = new URL(serverUrl);
    fallback.pathname = '/postgres';
    client = await connect(fallback.toString());
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The database `name` on the PostgreSQL server of `serverUrl`, created when missing (the role needs CREATEDB). */
export async function postgresBenchDatabase(serverUrl: string, name: string): Promise<BenchDatabase> {
  if (!/^beacon_bench_[a-z0-9_]+$/.test(name)) throw new Error(`not a benchmark database name: ${name}`);
  await onServer(serverUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    engine: 'postgres',
    config: { kind: 'postgres', url: url.toString() },
    url: url.toString(),
    where: `${name} on ${url.host}`,
  };
}

/**
 * The database of `pnpm bench:search` and `bench:report`: PostgreSQL when DATABASE_URL is a postgres:// URL (the
 * database `beacon_bench_<size>` on that server), else the SQLite file BENCH_DB, by default
 * `.data/bench-<size>.sqlite`. A `sqlite:` DATABASE_URL is ignored on purpose: it names the demo database.
 */
export async function benchDatabaseFromEnv(people: number): Promise<BenchDatabase> {
  const url = process.env.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) return postgresBenchDatabase(url, `beacon_bench_${sizeLabel(people)}`);
  return sqliteBenchDatabase(process.env.BENCH_DB ?? path.join(repoRoot, '.data', `bench-${sizeLabel(people)}.sqlite`));
}

/** One line naming what a run used: engine, version, where (and PostgreSQL's memory settings, which shape the
 * figures). */
export async function describeEngine(database: BenchDatabase): Promise<string> {
  const { db } = createDatabase(database.config, { poolSize: 1 });
  try {
    if (database.engine === 'sqlite') {
      const { rows } = await sql<{ version: string }>`select sqlite_version() as version`.execute(db);
      return `engine: SQLite ${rows[0]?.version ?? '?'} (better-sqlite3), ${database.where}`;
    }
    const setting = async (name: string) =>
      (await sql<{ setting: string }>`select current_setting(${name}) as setting`.execute(db)).rows[0]?.setting ?? '?';
    const version = await setting('server_version');
    return (
      `engine: PostgreSQL ${version}, database ${database.where} ` +
      `(shared_buffers ${await setting('shared_buffers')}, work_mem ${await setting('work_mem')})`
    );
  } finally {
    await db.destroy();
  }
}

/** Bytes on disk: the SQLite file with its -wal; PostgreSQL's pg_database_size (tables, indexes, TOAST, free space). */
export async function diskBytes(database: BenchDatabase): Promise<number> {
  if (database.config.kind === 'sqlite') {
    const { file } = database.config;
    return [file, `${file}-wal`].reduce((sum, part) => sum + (existsSync(part) ? statSync(part).size : 0), 0);
  }
  const { db } = createDatabase(database.config, { poolSize: 1 });
  try {
    const { rows } = await sql<{ bytes: number }>`select pg_database_size(current_database()) as bytes`.execute(db);
    return Number(rows[0]?.bytes ?? 0);
  } finally {
    await db.destroy();
  }
}

export interface IndexShape {
  /** levels from the root to a leaf, the root and the leaf included; null when it could not be read */
  depth: number | null;
  bytes: number;
}

interface PlanNode {
  'Node Type'?: string;
  'Index Name'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

function findIndexScan(node: PlanNode, index: string): PlanNode | undefined {
  if (node['Node Type'] === 'Bitmap Index Scan' && node['Index Name'] === index) return node;
  for (const child of node.Plans ?? []) {
    const found = findIndexScan(child, index);
    if (found) return found;
  }
  return undefined;
}

/**
 * Depth and size of person search's index (pr_people_sound_idx), the figures docs/scaling.md extrapolates from.
 * SQLite counts the levels in dbstat's page paths ("/", "/000/", "/000/01a/" …). PostgreSQL's depth needs an
 * extension only a superuser may install (pgstattuple), so it is measured instead: a lookup of a key above every
 * phonetic code descends from the root to the rightmost leaf and finds nothing, and the pages the bitmap index scan
 * read are the levels (the metapage was read, and is cached, while planning).
 */
export async function soundIndexShape(database: BenchDatabase): Promise<IndexShape> {
  const index = 'pr_people_sound_idx';
  const { db } = createDatabase(database.config, { poolSize: 1 });
  try {
    if (database.engine === 'sqlite') {
      const { rows } = await sql<{ depth: number | null; bytes: number | null }>`
        select max(length(path) - length(replace(path, '/', ''))) as depth, sum(pgsize) as bytes
        from dbstat where name = ${index}`.execute(db);
      return { depth: rows[0]?.depth ?? null, bytes: Number(rows[0]?.bytes ?? 0) };
    }
    const { rows: sizes } = await sql<{ bytes: number }>`select pg_relation_size(${index}) as bytes`.execute(db);
    const depth = await db.connection().execute(async (connection) => {
      for (const scan of ['seqscan', 'indexscan', 'indexonlyscan']) {
        await sql`${sql.raw(`set enable_${scan} = off`)}`.execute(connection);
      }
      const { rows } = await sql<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>`
        explain (analyze, buffers, format json) select 1 from pr_people where last_phon = 'ZZZZZZZZZZZZ'`.execute(
        connection,
      );
      const plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
      const scan = plan && findIndexScan(plan, index);
      return scan ? (scan['Shared Hit Blocks'] ?? 0) + (scan['Shared Read Blocks'] ?? 0) : null;
    });
    return { depth, bytes: Number(sizes[0]?.bytes ?? 0) };
  } finally {
    await db.destroy();
  }
}

/**
 * Reads the data set's files into the OS page cache before a measurement. The benchmark's sets together (SQLite and
 * PostgreSQL at two sizes, and a streaming replica's copy) outgrow this machine's memory, so the set measured last
 * before another may have been pushed out, and its first minute would measure the disk. SQLite: the file, front to
 * back. PostgreSQL: every public-records table and index through pg_prewarm ('read': into the OS cache, which holds
 * the tables here; shared_buffers is 128 MB), on the server of `url` (a replica reads its own copy; the extension
 * is created on the primary and reaches a replica by streaming).
 */
export async function warmDataset(database: BenchDatabase, url = database.url): Promise<number> {
  if (database.engine === 'sqlite') {
    let bytes = 0;
    const handle = await open(database.config.kind === 'sqlite' ? database.config.file : '', 'r');
    try {
      const buffer = Buffer.alloc(8 << 20);
      for (;;) {
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, bytes);
        if (bytesRead === 0) return bytes;
        bytes += bytesRead;
      }
    } finally {
      await handle.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const recovering = await client.query<{ standby: boolean }>('select pg_is_in_recovery() as standby');
    if (!recovering.rows[0]?.standby) await client.query('create extension if not exists pg_prewarm');
    const { rows } = await client.query<{ pages: string | null }>(
      `select sum(pg_prewarm(c.oid::regclass, 'read')) as pages from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = current_schema() and starts_with(c.relname, 'pr_') and c.relkind in ('r', 'i')`,
    );
    return Number(rows[0]?.pages ?? 0) * 8192;
  } finally {
    await client.end();
  }
}

/** Sizes of indexes in bytes (SQLite: dbstat's pages; PostgreSQL: pg_relation_size), in the order asked. */
export async function indexBytes(database: BenchDatabase, indexes: readonly string[]): Promise<number[]> {
  const { db } = createDatabase(database.config, { poolSize: 1 });
  try {
    const sizes: number[] = [];
    for (const index of indexes) {
      const { rows } =
        database.engine === 'sqlite'
          ? await sql<{ bytes: number | null }>`select sum(pgsize) as bytes from dbstat where name = ${index}`.execute(
              db,
            )
          : await sql<{ bytes: number | null }>`select pg_relation_size(${index}) as bytes`.execute(db);
      sizes.push(Number(rows[0]?.bytes ?? 0));
    }
    return sizes;
  } finally {
    await db.destroy();
  }
}

/**
 * Forgets the per-IP budgets and per-member quotas counted in the benchmark's database. A benchmark reuses its data
 * set, and with it the rate_limits rows of the runs before it: the benchmark member's day quota for searches passed
 * 90 % of its (benchmark-high) limit after a day of runs, and from there every request wrote its count to the
 * database (rate-limit-store.ts counts exactly near a limit), so a later run measured those writes too (and past the
 * limit it would have measured 429s). Each run starts with no counts, like a fresh data set.
 */
export async function forgetRateLimits(database: BenchDatabase): Promise<void> {
  const { db } = createDatabase(database.config, { poolSize: 1 });
  try {
    await db.deleteFrom('rate_limits').execute();
  } finally {
    await db.destroy();
  }
}
