import { mkdirSync } from 'node:fs';
import path from 'node:path';

import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';

import type { DatabaseConfig } from '../config';
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
  return sqlite;
}

export function createDatabase(config: DatabaseConfig, options: DatabaseOptions = {}): DatabaseHandle {
  if (config.kind === 'sqlite') {
    const sqlite = openSqlite(config.file, options.sqliteSynchronous);
    return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), dialect: 'sqlite' };
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
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
}
