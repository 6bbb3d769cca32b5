import { Migrator, sql, type Kysely } from 'kysely';

import type { DialectName } from '../../../src/db/create-database';
import { migrations } from '../../../src/db/migrate';
import type { Database } from '../../../src/db/schema';

/**
 * Migrates `db` up to, not including, the migration whose name starts with `first` (e.g. '0095'): a database as it
 * was before that migration, for a test to fill and then migrate to the latest.
 */
export async function migrateBefore(db: Kysely<Database>, dialect: DialectName, first: string): Promise<void> {
  const before = Object.fromEntries(Object.entries(migrations(dialect)).filter(([name]) => name < first));
  // on PostgreSQL each test file has its own schema: the migrations table belongs in it too
  const schema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => before },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}
