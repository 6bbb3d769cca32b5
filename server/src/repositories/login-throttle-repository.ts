import type { Kysely } from 'kysely';

import type { LoginThrottleConfig } from '../config';
import type { Database } from '../db/schema';

// Slows down repeated password failures: sign-ins per account (e-mail) and per client IP, and the current password a
// signed-in member confirms a change with, per account id (services/current-password-check.ts). The state is in the
// database so every instance sees the same counters. After the free failures each further failure doubles the wait,
// capped at maxDelayMs; failures older than windowMs are forgotten, so nobody is locked out for good.

export type ThrottleScope = 'account' | 'ip' | 'current-password';

export interface ThrottleKey {
  scope: ThrottleScope;
  subject: string;
}

export function createLoginThrottleRepository(db: Kysely<Database>, policy: LoginThrottleConfig) {
  const freeFailures = (scope: ThrottleScope) => (scope === 'ip' ? policy.ipFreeFailures : policy.accountFreeFailures);

  return {
    /** Milliseconds until the next attempt is allowed for these keys (0 = now). */
    async waitMs(keys: ThrottleKey[], now: number): Promise<number> {
      let wait = 0;
      for (const key of keys) {
        const row = await db
          .selectFrom('login_throttle')
          .select(['blocked_until', 'last_failure_at'])
          .where('scope', '=', key.scope)
          .where('subject', '=', key.subject)
          .executeTakeFirst();
        if (row && row.last_failure_at > now - policy.windowMs) wait = Math.max(wait, row.blocked_until - now);
      }
      return Math.max(0, wait);
    },

    async recordFailure(key: ThrottleKey, now: number): Promise<void> {
      const cutoff = now - policy.windowMs;
      // One upsert increments atomically (a failure older than the window starts a fresh count).
      const row = await db
        .insertInto('login_throttle')
        .values({ scope: key.scope, subject: key.subject, failures: 1, last_failure_at: now, blocked_until: 0 })
        .onConflict((oc) =>
          oc.columns(['scope', 'subject']).doUpdateSet((eb) => ({
            failures: eb
              .case()
              .when('login_throttle.last_failure_at', '<=', cutoff)
              .then(1)
              .else(eb('login_throttle.failures', '+', 1))
              .end(),
            last_failure_at: now,
          })),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      const excess = row.failures - freeFailures(key.scope);
      if (excess <= 0) return;
      const delay = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(excess - 1, 30));
      await db
        .updateTable('login_throttle')
        .set({ blocked_until: now + delay })
        .where('scope', '=', key.scope)
        .where('subject', '=', key.subject)
        .execute();
    },

    async clear(key: ThrottleKey): Promise<void> {
      await db.deleteFrom('login_throttle').where('scope', '=', key.scope).where('subject', '=', key.subject).execute();
    },
  };
}

export type LoginThrottleRepository = ReturnType<typeof createLoginThrottleRepository>;
