import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';

import type { Database } from '../db/schema';

// A @fastify/rate-limit store in the database: fixed windows counted with one atomic upsert, so all instances
// share the limits (an in-memory store would give each instance its own allowance).

export function databaseRateLimitStore(db: Kysely<Database>, clock: () => number): FastifyRateLimitStoreCtor {
  let calls = 0;

  async function hit(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
    const now = clock();
    const cutoff = now - timeWindow;
    // Written as one SQL statement rather than with the query builder: it runs on every request, and building and
    // compiling the query cost more than running it.
    const { rows } = await sql<{ count: number; window_start: number }>`
      insert into rate_limits (key, window_start, count) values (${key}, ${now}, 1)
      on conflict (key) do update set
        count = case when rate_limits.window_start <= ${cutoff} then 1 else rate_limits.count + 1 end,
        window_start = case when rate_limits.window_start <= ${cutoff} then ${now} else rate_limits.window_start end
      returning count, window_start`.execute(db);
    const row = rows[0];
    if (!row) throw new Error('rate limit upsert returned no row');
    calls += 1;
    if (calls % 1000 === 0)
      await db
        .deleteFrom('rate_limits')
        .where('window_start', '<', now - 24 * 60 * 60 * 1000)
        .execute();
    return { current: row.count, ttl: Math.max(0, row.window_start + timeWindow - now) };
  }

  class DatabaseStore implements FastifyRateLimitStore {
    private readonly scope: string;

    // The plugin constructs the store with its options object; child stores get a scope string.
    constructor(scope?: unknown) {
      this.scope = typeof scope === 'string' ? scope : 'all';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      hit(`${this.scope}|${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** A route with its own limit counts separately from the global one. */
    child(routeOptions: { method: string | string[]; url: string }): FastifyRateLimitStore {
      return new DatabaseStore(`${String(routeOptions.method)} ${routeOptions.url}`);
    }
  }

  return DatabaseStore;
}
