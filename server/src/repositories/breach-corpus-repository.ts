import type { Kysely, Selectable, Transaction } from 'kysely';

import type { BreachesTable, Database } from '../db/schema';
import type { BreachEntry } from '../domain/identity/breach-corpus';

// The breach corpus (migration 0080): breaches, the keyed hashes of the identifiers each exposed, and the SHA-1 of
// breached passwords split into a 5-character prefix and the rest, for k-anonymity range queries.

export type BreachRow = Selectable<BreachesTable>;

const BATCH = 500;

export function createBreachCorpusRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    async builtFor(): Promise<{ datasetSeed: string; keyId: string; identifiers: number } | undefined> {
      const row = await db.selectFrom('breach_corpus').selectAll().where('id', '=', 1).executeTakeFirst();
      return row ? { datasetSeed: row.dataset_seed, keyId: row.key_id, identifiers: Number(row.identifiers) } : undefined;
    },

    async clear(): Promise<void> {
      await db.deleteFrom('breach_identifiers').execute();
      await db.deleteFrom('pwned_passwords').execute();
      await db.deleteFrom('breaches').execute();
      await db.deleteFrom('breach_corpus').execute();
    },

    /** Writes the catalog; returns the breach ids in catalog order. */
    async insertBreaches(catalog: readonly BreachEntry[]): Promise<number[]> {
      const ids: number[] = [];
      for (const breach of catalog) {
        const row = await db
          .insertInto('breaches')
          .values({
            name: breach.name,
            title: breach.title,
            domain: breach.domain,
            breach_date: breach.breachDate,
            added_date: breach.addedDate,
            pwn_count: breach.pwnCount,
            data_classes: JSON.stringify(breach.dataClasses),
            is_verified: breach.isVerified ? 1 : 0,
            is_sensitive: breach.isSensitive ? 1 : 0,
            description: breach.description,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(row.id);
      }
      return ids;
    },

    async insertIdentifiers(rows: ReadonlyArray<{ hash: string; breach_id: number }>): Promise<void> {
      for (let start = 0; start < rows.length; start += BATCH) {
        await db
          .insertInto('breach_identifiers')
          .values(rows.slice(start, start + BATCH))
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      }
    },

    async insertPasswords(rows: ReadonlyArray<{ prefix: string; suffix: string; count: number }>): Promise<void> {
      for (let start = 0; start < rows.length; start += BATCH) {
        await db
          .insertInto('pwned_passwords')
          .values(rows.slice(start, start + BATCH))
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      }
    },

    async markBuilt(datasetSeed: string, keyId: string, identifiers: number, now: number): Promise<void> {
      await db
        .insertInto('breach_corpus')
        .values({ id: 1, dataset_seed: datasetSeed, key_id: keyId, identifiers, built_at: now })
        .onConflict((conflict) =>
          conflict.column('id').doUpdateSet({ dataset_seed: datasetSeed, key_id: keyId, identifiers, built_at: now }),
        )
        .execute();
    },

    /** The breaches that exposed an identifier of this keyed hash. */
    async breachesOfHash(hash: string): Promise<BreachRow[]> {
      return db
        .selectFrom('breach_identifiers as i')
        .innerJoin('breaches as b', 'b.id', 'i.breach_id')
        .selectAll('b')
        .where('i.hash', '=', hash)
        .orderBy('b.breach_date', 'desc')
        .execute();
    },

    async breachesByIds(ids: number[]): Promise<Map<number, BreachRow>> {
      if (!ids.length) return new Map();
      const rows = await db.selectFrom('breaches').selectAll().where('id', 'in', ids).execute();
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** Every suffix under a 5-character SHA-1 prefix, with its count (never a lookup of a whole hash). */
    async passwordRange(prefix: string): Promise<Array<{ suffix: string; count: number }>> {
      const rows = await db
        .selectFrom('pwned_passwords')
        .select(['suffix', 'count'])
        .where('prefix', '=', prefix)
        .orderBy('suffix')
        .execute();
      return rows.map((row) => ({ suffix: row.suffix, count: Number(row.count) }));
    },
  };
}
