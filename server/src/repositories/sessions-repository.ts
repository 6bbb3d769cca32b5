import { sql, type Kysely, type Transaction } from 'kysely';

import type { Database, LoginSession } from '../db/schema';

// Logins and their refresh tokens. A refresh token is stored only as its sha-256 and can be used once: using it
// marks it used and issues a successor. Presenting a used token again means it was copied, so the whole login is
// revoked (refresh-token reuse detection).

export interface RefreshTokenRow {
  token_hash: string;
  session_id: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** Ids named in one `in (...)` list: far below SQLite's and PostgreSQL's limits on bound parameters. */
const IDS_PER_QUERY = 500;

export function createSessionsRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    async create(session: {
      id: string;
      accountId: number;
      method: string;
      deviceId: string;
      now: number;
    }): Promise<void> {
      await db
        .insertInto('login_sessions')
        .values({
          id: session.id,
          account_id: session.accountId,
          method: session.method,
          device_id: session.deviceId,
          created_at: session.now,
          last_used_at: session.now,
          revoked_at: null,
          revoked_reason: null,
        })
        .execute();
    },

    async find(id: string): Promise<LoginSession | undefined> {
      // Every member call runs this: one SQL template rather than the query builder, whose compile step costs more
      // than the indexed lookup.
      const { rows } = await sql<LoginSession>`select * from login_sessions where id = ${id}`.execute(db);
      return rows[0];
    },

    /** Revokes a login (idempotent: the first reason is kept). */
    async revoke(id: string, reason: string, now: number): Promise<void> {
      await db
        .updateTable('login_sessions')
        .set({ revoked_at: now, revoked_reason: reason })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Ends every live login of the account but one (a password change keeps the login that made it). */
    async revokeOthers(accountId: number, keepId: string, reason: string, now: number): Promise<void> {
      await db
        .updateTable('login_sessions')
        .set({ revoked_at: now, revoked_reason: reason })
        .where('account_id', '=', accountId)
        .where('id', '!=', keepId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Ends every live login of the account (an administrator's revocation); returns how many it ended. */
    async revokeAll(accountId: number, reason: string, now: number): Promise<number> {
      const result = await db
        .updateTable('login_sessions')
        .set({ revoked_at: now, revoked_reason: reason })
        .where('account_id', '=', accountId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** The logins among these ids that are not revoked, with their sign-in times (missing ids are left out). */
    async findUnrevoked(ids: readonly string[]): Promise<Array<Pick<LoginSession, 'id' | 'created_at'>>> {
      const found: Array<Pick<LoginSession, 'id' | 'created_at'>> = [];
      // in slices, so that no engine meets a statement with more parameters than it takes
      for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
        const rows = await db
          .selectFrom('login_sessions')
          .select(['id', 'created_at'])
          .where('id', 'in', ids.slice(start, start + IDS_PER_QUERY))
          .where('revoked_at', 'is', null)
          .execute();
        found.push(...rows);
      }
      return found;
    },

    async touch(id: string, now: number): Promise<void> {
      await db.updateTable('login_sessions').set({ last_used_at: now }).where('id', '=', id).execute();
    },

    async addRefreshToken(token: { hash: string; sessionId: string; now: number; expiresAt: number }): Promise<void> {
      await db
        .insertInto('refresh_tokens')
        .values({
          token_hash: token.hash,
          session_id: token.sessionId,
          created_at: token.now,
          expires_at: token.expiresAt,
          used_at: null,
        })
        .execute();
    },

    async findRefreshToken(hash: string): Promise<RefreshTokenRow | undefined> {
      return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', hash).executeTakeFirst();
    },

    /** Marks the token used. False when it had been used already: one atomic statement, so of two concurrent
     * refreshes with the same token exactly one wins, on any number of instances. */
    async consumeRefreshToken(hash: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('refresh_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', hash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
