import type { Kysely } from 'kysely';

import type { DialectName } from '../create-database';

// The only dialect differences the migrations have: the auto-increment id and the millisecond-timestamp type.

export function timestampType(dialect: DialectName): 'bigint' | 'integer' {
  return dialect === 'postgres' ? 'bigint' : 'integer';
}

/** `CREATE TABLE name (id <auto-increment primary key>, …)` for either dialect. */
export function createTableWithId(db: Kysely<unknown>, dialect: DialectName, name: string) {
  return dialect === 'postgres'
    ? db.schema.createTable(name).addColumn('id', 'serial', (col) => col.primaryKey())
    : db.schema.createTable(name).addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}
