import { mkdirSync } from 'node:fs';
import path from 'node:path';

import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteStatement } from 'kysely';
import pg from 'pg';

import type { DatabaseConfig } from '../config';
import { prepareMarkedStatements } from './prepared-statements';
import { SqliteWriteTransactionDialect } from './sqlite-write-transactions';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
}

export interface DatabaseOptions {
  sqliteSynchronous?: 'FULL' | 'NORMAL';
  poolSize?: number;
  /**
   * PostgreSQL: told when an idle pooled connection fails (its server restarted). Without it, such a failure is an
   * unhandled 'error' event and ends the process; the read replica's pool passes one, as a replica that restarts
   * must only send the reads to the primary meanwhile.
   */
  onIdleError?: (error: Error) => void;
}

const INT8_OID = 20;

/** Opens the SQLite file with the settings every connection needs: WAL, foreign keys, a busy timeout so a second
 * process on the same file waits instead of failing. */
export function openSqlite(file: string, synchronous: 'FULL' | 'NORMAL' = 'NORMAL'): SqliteDatabase.Database {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  if (file !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`synchronous = ${synchronous}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Pages are read with read() into SQLite's own 64 MB page cache (the OS page cache holds the file), not through a
  // memory map: under person search's load (bench:search, 1 M people, two workers) the map cost each search 1.9 page
  // faults against 0.7 and about 60 µs more CPU, 20–30 % of its throughput (docs/scaling.md, 2026-11-29).
  sqlite.pragma('mmap_size = 0');
  sqlite.pragma('cache_size = -65536');
  return sqlite;
}

const STATEMENT_CACHE_SIZE = 1000;

type Row = Record<string, unknown>;

/** `*` or `t.*` in a column list (`select *`, `returning *`; not `count(*)`). A product `a * b` matches too, which only
 * leaves that statement's rows to better-sqlite3. */
const EVERY_COLUMN = /(?:^|[\s,])(?:"[^"]*"\.|\w+\.)?\*/;

/**
 * A statement that reads its rows as arrays and makes them into objects here. better-sqlite3 builds each row object
 * in C++ and makes its property names anew for every row; on a person search that cost a sixth of the statement
 * (112 against 95 µs per statement replaying a sample of searches, `bench:search`'s data set). The names are read
 * once per statement, and the objects are the same as better-sqlite3's: in column order, a repeated name holding the
 * last column's value. A statement that writes and returns rows (INSERT … RETURNING) is a reader too: Kysely's
 * driver runs it through all().
 */
function readingRowsAsArrays(sql: string, statement: SqliteDatabase.Statement): SqliteStatement {
  const names = statement.reader ? statement.columns().map((column) => column.name) : [];
  // Left to better-sqlite3, which reads the names at every run: a statement with `*`, whose columns change when a
  // migration (of this process or of a newer instance on the same file) changes its table and SQLite recompiles it,
  // and a column named __proto__, which would set the row's prototype instead of a property.
  if (!statement.reader || EVERY_COLUMN.test(sql) || names.includes('__proto__')) {
    return {
      reader: statement.reader,
      all: (parameters) => statement.all(parameters),
      run: (parameters) => statement.run(parameters),
      iterate: (parameters) => statement.iterate(parameters),
    };
  }
  statement.raw(true);
  const toObject = (values: unknown[]): Row => {
    const row: Row = {};
    for (let index = 0; index < names.length; index += 1) row[names[index]!] = values[index];
    return row;
  };
  return {
    reader: true,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(toObject),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) yield toObject(values);
    },
  };
}

/**
 * Kysely's SQLite driver prepares every query anew; better-sqlite3 statements are reusable, and preparing costs more
 * than running a small indexed query. This keeps the most recently used statements by SQL text (Kysely never runs
 * one statement twice at once: the driver has a single connection behind a mutex).
 */
export function withStatementCache(sqlite: SqliteDatabase.Database, size = STATEMENT_CACHE_SIZE) {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SqliteStatement {
      const cached = cache.get(sql);
      if (cached) {
        // least recently used goes first: move a hit to the end
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = readingRowsAsArrays(sql, sqlite.prepare(sql));
      if (cache.size >= size) cache.delete(cache.keys().next().value as string);
      cache.set(sql, statement);
      return statement;
    },
  };
}

export function createDatabase(config: DatabaseConfig, options: DatabaseOptions = {}): DatabaseHandle {
  if (config.kind === 'sqlite') {
    const sqlite = openSqlite(config.file, options.sqliteSynchronous);
    return {
      db: new Kysely<Database>({
        dialect: new SqliteWriteTransactionDialect({ database: withStatementCache(sqlite) }),
      }),
      dialect: 'sqlite',
    };
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: options.poolSize ?? 10,
    // Our bigint columns hold millisecond timestamps and counts, all far below 2^53: read them as numbers.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
  });
  pool.on('connect', prepareMarkedStatements);
  if (options.onIdleError) pool.on('error', options.onIdleError);
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
}
