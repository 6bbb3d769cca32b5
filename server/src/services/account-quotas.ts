import type { QuotaAction, QuotasConfig } from '../config';
import { type DomainError, rateLimited } from '../domain/errors';
import type { SharedCounter } from '../repositories/rate-limit-store';

// Per-member quotas (OWASP API4, issue 13 point 3): a budget per minute and per day for each costly action, on top of
// the per-IP budget, so one account cannot scrape the data set from many addresses and one address does not limit
// another member. Both windows are fixed windows of the shared counter: a minute or a day from the first counted
// request, shared by every instance. Every attempt counts, the refused ones too, but a request refused by its minute
// never reaches the day's count.

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the 429 says is limited. */
export const QUOTA_SUBJECTS: Record<QuotaAction, string> = {
  search: 'searches',
  recordView: 'report views',
  recordCreate: 'new records',
  pdf: 'PDF requests',
};

/** "42 seconds", "5 minutes", "3 hours": when the window ends, rounded up. */
export function waitPhrase(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

export function quotaExceeded(action: QuotaAction, max: number, window: 'minute' | 'day', ttl: number): DomainError {
  return rateLimited(
    `Too many ${QUOTA_SUBJECTS[action]}: the limit is ${max} a ${window} per member. Please try again in ${waitPhrase(ttl)}.`,
    Math.max(1, Math.ceil(ttl / 1000)),
  );
}

export function createAccountQuotas(counter: SharedCounter, quotas: QuotasConfig) {
  return {
    /** Counts one attempt of the member at the action; a 429 (with Retry-After) when a window's budget is spent. */
    async consume(accountId: number, action: QuotaAction): Promise<void> {
      const { perMinute, perDay } = quotas[action];
      const windows = [
        { window: 'minute', windowMs: MINUTE_MS, max: perMinute },
        { window: 'day', windowMs: DAY_MS, max: perDay },
      ] as const;
      for (const { window, windowMs, max } of windows) {
        const { current, ttl } = await counter.hit(`quota|${action}/${window}|account:${accountId}`, windowMs, max);
        if (current > max) throw quotaExceeded(action, max, window, ttl);
      }
    },
  };
}

export type AccountQuotas = ReturnType<typeof createAccountQuotas>;
