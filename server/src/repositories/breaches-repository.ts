import type { Kysely, Selectable, Transaction } from 'kysely';

import type { BreachesTable, Database } from '../db/schema';

// The breaches alerts name (migration 0106): each stored as the breach feed described it when an alert named it, and
// brought up to date whenever the feed describes it again (its ModifiedDate moves on when the feed edits it).

export type BreachRow = Selectable<BreachesTable>;

export interface StoredBreach {
  name: string;
  title: string;
  domain: string;
  breachDate: string;
  addedDate: string;
  modifiedDate: string;
  pwnCount: number;
  dataClasses: string[];
  isVerified: boolean;
  isSensitive: boolean;
  isFabricated: boolean;
  description: string;
}

export function createBreachesRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    /** Stores or refreshes each breach by its feed name; their ids by name. */
    async upsert(breaches: readonly StoredBreach[]): Promise<Map<string, number>> {
      const ids = new Map<string, number>();
      for (const breach of breaches) {
        const values = {
          title: breach.title,
          domain: breach.domain,
          breach_date: breach.breachDate,
          added_date: breach.addedDate,
          modified_date: breach.modifiedDate,
          pwn_count: breach.pwnCount,
          data_classes: JSON.stringify(breach.dataClasses),
          is_verified: breach.isVerified ? 1 : 0,
          is_sensitive: breach.isSensitive ? 1 : 0,
          is_fabricated: breach.isFabricated ? 1 : 0,
          description: breach.description,
        };
        const row = await db
          .insertInto('breaches')
          .values({ name: breach.name, ...values })
          .onConflict((conflict) => conflict.column('name').doUpdateSet(values))
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.set(breach.name, row.id);
      }
      return ids;
    },

    async byIds(ids: number[]): Promise<Map<number, BreachRow>> {
      if (!ids.length) return new Map();
      const rows = await db.selectFrom('breaches').selectAll().where('id', 'in', ids).execute();
      return new Map(rows.map((row) => [row.id, row]));
    },
  };
}
