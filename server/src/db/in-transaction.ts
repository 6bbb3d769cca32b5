import type { Kysely } from 'kysely';

import type { Database } from './schema';

/**
 * Runs `work` in the caller's transaction when `db` is one, else in a transaction of its own: writes that belong
 * together (a change and its live event, a mail and its job) commit together whoever calls them.
 */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
