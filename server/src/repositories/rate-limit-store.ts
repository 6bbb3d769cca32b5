import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';

import type { Database } from '../db/schema';

// Counters in the database (the per-IP @fastify/rate-limit store and the per-member quotas), so all instances share
// the limits (an in-memory store would give each instance its own allowance): fixed windows counted with one atomic
// upsert.
//
// A write on every request, though, made every request of every instance queue for the database's write lock (and
// SQLite's WAL checkpoints): it capped a two-worker server below a one-worker one. So an instance counts a key's
// hits in memory and adds them to the shared row at most RATE_LIMIT_SYNC_INTERVAL_MS apart, learning the other
// instances' share at the same time. A key is counted in the database on every hit when an undercount would matter:
// on its first hit, when its limit is small (under EXACT_BELOW_LIMIT), and once its known count reaches EXACT_SHARE of
// the limit. The most the instances together can over-admit is what the others counted locally during one interval
// while the key was still below that share. Once the shared count is at the limit, further hits in that window are
// refused from memory without a write.

export const RATE_LIMIT_SYNC_INTERVAL_MS = 1000;
const EXACT_SHARE = 0.9;
const EXACT_BELOW_LIMIT = 100;
const SWEEP_EVERY_WRITES = 1000;
const ROW_RETENTION_MS = 24 * 60 * 60 * 1000;

interface Tally {
  windowEnd: number;
  /** the shared count the database returned at the last write */
  shared: number;
  /** hits of this instance not yet added to the shared count */
  unsynced: number;
  syncedAt: number;
}

export interface CounterHit {
  /** the key's count in its window, this hit included */
  current: number;
  /** milliseconds until the window ends */
  ttl: number;
}

/**
 * Fixed-window counters shared by all instances through the database, counted as described above. Used by the per-IP
 * budget (databaseRateLimitStore) and the per-member quotas (services/account-quotas.ts).
 */
export function createSharedCounter(db: Kysely<Database>, clock: () => number) {
  const tallies = new Map<string, Tally>();
  let writes = 0;

  /** Adds `hits` to the key's shared count (a new window when the last one ended) and returns the shared state. */
  async function add(key: string, hits: number, timeWindow: number, now: number) {
    const cutoff = now - timeWindow;
    // Written as one SQL statement rather than with the query builder: building and compiling the query would cost
    // more than running it.
    const { rows } = await sql<{ count: number; window_start: number }>`
      insert into rate_limits (key, window_start, count) values (${key}, ${now}, ${hits})
      on conflict (key) do update set
        count = case when rate_limits.window_start <= ${cutoff} then ${hits} else rate_limits.count + ${hits} end,
        window_start = case when rate_limits.window_start <= ${cutoff} then ${now} else rate_limits.window_start end
      returning count, window_start`.execute(db);
    const row = rows[0];
    if (!row) throw new Error('rate limit upsert returned no row');
    writes += 1;
    if (writes % SWEEP_EVERY_WRITES === 0) await sweep(now);
    return { count: Number(row.count), windowEnd: Number(row.window_start) + timeWindow };
  }

  /** Forgets ended windows: the tallies in memory now, their rows a day later. */
  async function sweep(now: number) {
    for (const [key, tally] of tallies) if (tally.windowEnd <= now) tallies.delete(key);
    await db
      .deleteFrom('rate_limits')
      .where('window_start', '<', now - ROW_RETENTION_MS)
      .execute();
  }

  async function hit(key: string, timeWindow: number, max: number): Promise<CounterHit> {
    const now = clock();
    let tally = tallies.get(key);
    if (tally && tally.windowEnd <= now) {
      // The window ended (its unsynced hits no longer count anywhere): the database starts the next one.
      tallies.delete(key);
      tally = undefined;
    }
    if (tally && tally.shared >= max) {
      // The shared count reached the limit in this window, so every further hit is refused whatever the other
      // instances count: a client hammering past its limit costs no write.
      tally.unsynced += 1;
      return { current: tally.shared + tally.unsynced, ttl: Math.max(0, tally.windowEnd - now) };
    }
    const exact =
      !tally ||
      max < EXACT_BELOW_LIMIT ||
      tally.shared + tally.unsynced + 1 >= max * EXACT_SHARE ||
      now - tally.syncedAt >= RATE_LIMIT_SYNC_INTERVAL_MS;
    if (tally && !exact) {
      tally.unsynced += 1;
      return { current: tally.shared + tally.unsynced, ttl: Math.max(0, tally.windowEnd - now) };
    }
    if (!tally) {
      tally = { windowEnd: now + timeWindow, shared: 0, unsynced: 0, syncedAt: now };
      tallies.set(key, tally);
    }
    // This hit and the ones counted here since the last write; hits counted while the write is under way stay
    // unsynced for the next one.
    const hits = tally.unsynced + 1;
    tally.unsynced = 0;
    tally.syncedAt = now;
    try {
      const shared = await add(key, hits, timeWindow, now);
      tally.shared = shared.count;
      tally.windowEnd = shared.windowEnd;
      return { current: shared.count, ttl: Math.max(0, shared.windowEnd - now) };
    } catch (error) {
      tally.unsynced += hits;
      throw error;
    }
  }

  return { hit };
}

export type SharedCounter = ReturnType<typeof createSharedCounter>;

/** The @fastify/rate-limit store over a shared counter. */
export function databaseRateLimitStore(db: Kysely<Database>, clock: () => number): FastifyRateLimitStoreCtor {
  const { hit } = createSharedCounter(db, clock);

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
      max: number,
    ): void {
      hit(`${this.scope}|${key}`, timeWindow, max).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /**
     * A route with its own limit counts separately from the global one and from every other such route. The typings
     * say the plugin passes the route options, but @fastify/rate-limit 11 passes the route's merged limit options,
     * the route under `routeInfo`: reading `method` and `url` off them gave every such route one scope.
     */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as { routeInfo?: { method?: unknown; url?: unknown } };
      const { method, url } = routeInfo ?? routeOptions;
      return new DatabaseStore(`${String(method)} ${String(url)}`);
    }
  }

  return DatabaseStore;
}
