import type { Kysely, Transaction } from 'kysely';

import type { Account, Database, NewAccount } from '../db/schema';

// Members (spec §3 Account) and their links to social-network identities. Every method takes the account id it
// works on; callers pass the id of the signed-in member, never one taken from the request.

export function createAccountsRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    async findById(id: number): Promise<Account | undefined> {
      return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findByEmail(email: string): Promise<Account | undefined> {
      return db.selectFrom('accounts').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
    },

    async create(account: NewAccount): Promise<Account> {
      return db
        .insertInto('accounts')
        .values({ ...account, email: account.email.trim().toLowerCase() })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Compare-and-swap of the `data` document: false when it changed since `expected` was read (then re-read and
     * retry). Portable optimistic locking instead of SELECT ... FOR UPDATE, which SQLite lacks. */
    async replaceData(id: number, expected: string, next: Record<string, unknown>, now: number): Promise<boolean> {
      const result = await db
        .updateTable('accounts')
        .set({ data: JSON.stringify(next), updated_at: now })
        .where('id', '=', id)
        .where('data', '=', expected)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Inside a transaction, holds the member's row until it ends, so a count-then-insert against a per-member cap
     * is exact across instances: a no-op write takes the row lock on PostgreSQL and the write lock on SQLite, on
     * both engines, where SELECT ... FOR UPDATE would not run on SQLite.
     */
    async lock(id: number): Promise<void> {
      await db
        .updateTable('accounts')
        .set((eb) => ({ id: eb.ref('id') }))
        .where('id', '=', id)
        .execute();
    },

    async updateProfile(
      id: number,
      profile: { firstName: string; lastName: string; email: string; birthDate?: string | null },
      now: number,
    ): Promise<void> {
      await db
        .updateTable('accounts')
        .set({
          first_name: profile.firstName,
          last_name: profile.lastName,
          email: profile.email,
          // left out: the date of birth given before stays
          ...(profile.birthDate === undefined ? {} : { birth_date: profile.birthDate }),
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
    },

    async updatePasswordHash(id: number, passwordHash: string, now: number): Promise<void> {
      await db
        .updateTable('accounts')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('id', '=', id)
        .execute();
    },

    async findByIdentity(provider: string, subject: string): Promise<Account | undefined> {
      return db
        .selectFrom('account_identities')
        .innerJoin('accounts', 'accounts.id', 'account_identities.account_id')
        .selectAll('accounts')
        .where('account_identities.provider', '=', provider)
        .where('account_identities.subject', '=', subject)
        .executeTakeFirst();
    },

    /** Links an identity unless it is linked already (a concurrent login may have done it). */
    async linkIdentity(provider: string, subject: string, accountId: number, now: number): Promise<void> {
      await db
        .insertInto('account_identities')
        .values({ provider, subject, account_id: accountId, created_at: now })
        .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
        .execute();
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

/** Parses the stored `data` document; a damaged document reads as empty rather than failing the account. */
export function parseAccountData(raw: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
