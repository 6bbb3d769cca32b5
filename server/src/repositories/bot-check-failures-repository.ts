import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';

// Failed bot checks per client IP, in fixed windows. A cheap limit of its own: a failed check costs the attacker no
// proof of work, so it must not feed the login throttle (which would let anyone slow down the sign-ins of everyone
// sharing an address, or of an account), yet an address that keeps failing is refused before its next payload is
// even verified. Counted in the rate_limits table (same fixed-window rows, its own key prefix, swept with the rest),
// so every instance sees the same count.

const KEY_PREFIX = 'bot-check-failures|ip:';

export interface BotCheckFailureLimit {
  max: number;
  windowMs: number;
}

export function createBotCheckFailuresRepository(db: Kysely<Database>, limit: BotCheckFailureLimit) {
  return {
    /** Milliseconds until this IP may try again (0 = now): the window's count has reached the limit. */
    async waitMs(ip: string, now: number): Promise<number> {
      const row = await db
        .selectFrom('rate_limits')
        .select(['window_start', 'count'])
        .where('key', '=', KEY_PREFIX + ip)
        .executeTakeFirst();
      if (!row) return 0;
      const windowEnd = Number(row.window_start) + limit.windowMs;
      return windowEnd > now && Number(row.count) >= limit.max ? windowEnd - now : 0;
    },

    async recordFailure(ip: string, now: number): Promise<void> {
      const cutoff = now - limit.windowMs;
      // One upsert counts atomically; a window that has ended starts a fresh one.
      await db
        .insertInto('rate_limits')
        .values({ key: KEY_PREFIX + ip, window_start: now, count: 1 })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => {
            const ended = eb('rate_limits.window_start', '<=', cutoff);
            return {
              count: eb
                .case()
                .when(ended)
                .then(1)
                .else(eb('rate_limits.count', '+', 1))
                .end(),
              window_start: eb.case().when(ended).then(now).else(eb.ref('rate_limits.window_start')).end(),
            };
          }),
        )
        .execute();
    },
  };
}

export type BotCheckFailuresRepository = ReturnType<typeof createBotCheckFailuresRepository>;
