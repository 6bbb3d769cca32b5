// Published removal results (issue 59 point 6), as pure arithmetic over Beacon's own removal requests: the service
// reads each request's broker and status history (guardian_removals.history) and this turns them into per-broker
// figures. Only brokers with MIN_REQUESTS requests or more are published: fewer say more about chance than about the
// broker.
//
// One row of guardian_removals can hold several requests: a listing that came back ("reappeared") or whose
// confirmation link expired is asked for again, and the history goes on. A request starts at "submitted" (or
// "awaiting_confirmation" for Beacon's own listing of someone else) when none is open; "needs_action" → "submitted"
// is the same request going on after the person did what the site asked.

export const MIN_REQUESTS = 10;
/** How long after a removal a listing that comes back counts as "came back" (the published window). */
export const REAPPEARANCE_WINDOW_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;
const WINDOW_MS = REAPPEARANCE_WINDOW_DAYS * DAY_MS;

export interface HistoryStep {
  status: string;
  at: number;
}

/** One stored removal request row: its broker and its status history, oldest first. */
export interface RemovalHistory {
  brokerSlug: string;
  history: readonly HistoryStep[];
}

/** One request found in a history. */
export interface RequestCycle {
  brokerSlug: string;
  startedAt: number;
  /** when the site removed the listing; null when it has not (yet) */
  removedAt: number | null;
  /** when a re-scan found the removed listing again; null when it has not */
  reappearedAt: number | null;
}

export interface BrokerRemovalResult {
  brokerSlug: string;
  requests: number;
  removed: number;
  /** removed / requests, in [0, 1]; a request still in progress counts as not removed */
  removalRate: number;
  /** median days from the request to the removal; null when nothing was removed */
  medianDaysToRemoval: number | null;
  /** removals whose 90 days have passed: only these tell whether a listing came back within them */
  removalsFollowed: number;
  /** share of the followed removals whose listing came back within 90 days; null when none was followed that long */
  reappearedWithin90DaysRate: number | null;
}

const OPENS = new Set(['submitted', 'awaiting_confirmation']);
/** statuses after which the next "submitted" is a new request */
const CLOSES = new Set(['reappeared', 'expired']);

/** The requests one history holds, in order. */
export function requestCycles(removal: RemovalHistory): RequestCycle[] {
  const cycles: RequestCycle[] = [];
  let open: RequestCycle | null = null;
  let previous: string | null = null;
  const steps = [...removal.history].sort((a, b) => a.at - b.at);
  for (const step of steps) {
    if (OPENS.has(step.status) && (open === null || (previous !== null && CLOSES.has(previous)))) {
      open = { brokerSlug: removal.brokerSlug, startedAt: step.at, removedAt: null, reappearedAt: null };
      cycles.push(open);
    } else if (open !== null && step.status === 'removed' && open.removedAt === null) {
      open.removedAt = step.at;
    } else if (open !== null && step.status === 'reappeared' && open.removedAt !== null && open.reappearedAt === null) {
      open.reappearedAt = step.at;
    }
    previous = step.status;
  }
  return cycles;
}

/** The median of the values (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
}

function resultOf(brokerSlug: string, cycles: readonly RequestCycle[], now: number): BrokerRemovalResult {
  const removed = cycles.filter((cycle) => cycle.removedAt !== null);
  const days = removed.map((cycle) => ((cycle.removedAt as number) - cycle.startedAt) / DAY_MS);
  // A removal younger than the window cannot tell yet whether its listing stays gone: counting it as "stayed" would
  // flatter the broker, so only removals the window has fully passed over are counted.
  const followed = removed.filter((cycle) => (cycle.removedAt as number) + WINDOW_MS <= now);
  const cameBack = followed.filter(
    (cycle) => cycle.reappearedAt !== null && cycle.reappearedAt - (cycle.removedAt as number) <= WINDOW_MS,
  );
  return {
    brokerSlug,
    requests: cycles.length,
    removed: removed.length,
    removalRate: cycles.length ? removed.length / cycles.length : 0,
    medianDaysToRemoval: median(days),
    removalsFollowed: followed.length,
    reappearedWithin90DaysRate: followed.length ? cameBack.length / followed.length : null,
  };
}

/** Every broker's figures from the stored histories, in the order brokers first appear. */
export function removalResultsByBroker(removals: readonly RemovalHistory[], now: number): BrokerRemovalResult[] {
  const byBroker = new Map<string, RequestCycle[]>();
  for (const removal of removals) {
    const cycles = requestCycles(removal);
    if (!cycles.length) continue;
    const known = byBroker.get(removal.brokerSlug);
    if (known) known.push(...cycles);
    else byBroker.set(removal.brokerSlug, cycles);
  }
  return [...byBroker].map(([slug, cycles]) => resultOf(slug, cycles, now));
}

/** The figures that are published: brokers with at least MIN_REQUESTS requests. */
export function publishedRemovalResults(removals: readonly RemovalHistory[], now: number): BrokerRemovalResult[] {
  return removalResultsByBroker(removals, now).filter((result) => result.requests >= MIN_REQUESTS);
}
