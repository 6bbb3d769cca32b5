import { mkdirSync } from 'node:fs';
import path from 'node:path';

import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
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
  // Reads through a memory map instead of a read() call per page, and a 64 MB page cache: the public-records
  // searches touch a few pages of a large file per request.
  sqlite.pragma('mmap_size = 4294967296');
  sqlite.pragma('cache_size = -65536');
  return sqlite;
}

const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely's SQLite driver prepares every query anew; better-sqlite3 statements are reusable, and preparing costs more
 * than running a small indexed query. This keeps the most recently used statements by SQL text (Kysely never runs
 * one statement twice at once: the driver has a single connection behind a mutex).
 */
export function withStatementCache(sqlite: SqliteDatabase.Database, size = STATEMENT_CACHE_SIZE) {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SqliteDatabase.Statement {
      const cached = cache.get(sql);
      if (cached) {
        // least recently used goes first: move a hit to the end
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
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
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
}
