import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { createLiveEventsRepository, type LiveEventRow } from '../repositories/live-events-repository';

// The one live_events poller of an instance (issue 18 point 7). Writers on any instance append to the table in their
// own transaction; this loop reads what was appended after its cursor and hands each event to the streams of its
// account connected to THIS instance. So two instances never need each other's memory: the table is the bus.
//
// On PostgreSQL ids are taken when a transaction inserts, not when it commits: id 11 may become visible before id 10.
// The cursor therefore only moves over ids it has seen (or that stayed missing for GAP_GRACE_MS: a rolled-back
// insert leaves a hole for ever), and events above it that were already delivered are remembered, not sent twice.
//
// The same loop ends the streams whose login ended (issue 55: a sign-out, a password change made elsewhere, the
// login's maximum age, an administrator), whichever instance ended it: one read of the logins of all the streams open
// here, not a timer or a query per stream.

/** How long a missing id is waited for before it is taken to be a rolled-back insert. */
export const GAP_GRACE_MS = 10_000;
const BATCH = 500;
/** A cursor further behind than this jumps instead of tracking every hole (a sequence jump after a crash). */
const MAX_TRACKED_GAP = 10_000;

export interface LiveSubscriber {
  /** the login (login_sessions.id) whose access token opened the stream */
  sessionId: string;
  deliver(event: LiveEventRow): void;
  /** the app is closing: end the stream */
  close(): void;
  /** the login ended: tell the client and end the stream (it is unsubscribed already) */
  loginEnded(): void;
}

export interface LiveEventsBroadcasterOptions {
  db: Kysely<Database>;
  clock: () => number;
  log: FastifyBaseLogger;
  pollIntervalMs: number;
  retentionMs: number;
  /** of these logins, the ones still live (auth's rule: not revoked, within their maximum age) */
  liveLoginsAmong(sessionIds: string[]): Promise<ReadonlySet<string>>;
}

export function createLiveEventsBroadcaster(options: LiveEventsBroadcasterOptions) {
  const { clock, log, pollIntervalMs, retentionMs } = options;
  const events = createLiveEventsRepository(options.db, clock);
  const subscribers = new Map<number, Set<LiveSubscriber>>();
  /** every id up to here was delivered or given up on */
  let cursor: number | undefined;
  const seenAbove = new Set<number>();
  const gaps = new Map<number, number>();
  let lastRetentionAt = 0;
  let lastLoginCheckAt = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;

  function deliver(event: LiveEventRow): void {
    for (const subscriber of subscribers.get(event.accountId) ?? []) {
      try {
        subscriber.deliver(event);
      } catch (error) {
        log.warn({ err: error }, 'live event could not be delivered to a stream');
      }
    }
  }

  /** The new cursor: past every id seen in a row from `from`, and past holes older than the grace. */
  function advance(from: number, now: number): number {
    const highest = Math.max(from, ...seenAbove);
    if (highest - from > MAX_TRACKED_GAP) {
      seenAbove.clear();
      gaps.clear();
      return highest;
    }
    for (let id = from + 1; id < highest; id += 1) if (!seenAbove.has(id) && !gaps.has(id)) gaps.set(id, now);
    let at = from;
    for (;;) {
      const next: number = at + 1;
      if (seenAbove.delete(next)) {
        at = next;
        continue;
      }
      const missingSince = gaps.get(next);
      if (missingSince !== undefined && now - missingSince >= GAP_GRACE_MS) {
        gaps.delete(next);
        at = next;
        continue;
      }
      return at;
    }
  }

  /** Ends the streams of this instance whose login is no longer live. */
  async function endStreamsOfEndedLogins(): Promise<void> {
    const open = [...subscribers.entries()].flatMap(([accountId, set]) =>
      [...set].map((subscriber) => ({ accountId, subscriber })),
    );
    if (open.length === 0) return;
    // A burst of writes answered here reads the log after each of them; the logins are read at most twice an
    // interval all the same.
    const checkAt = performance.now();
    if (checkAt - lastLoginCheckAt < pollIntervalMs / 2) return;
    lastLoginCheckAt = checkAt;
    const live = await options.liveLoginsAmong([...new Set(open.map(({ subscriber }) => subscriber.sessionId))]);
    for (const { accountId, subscriber } of open) {
      if (live.has(subscriber.sessionId)) continue;
      // a stream that closed while the logins were read is gone already
      if (!unsubscribe(accountId, subscriber)) continue;
      try {
        subscriber.loginEnded();
      } catch (error) {
        log.warn({ err: error }, 'the stream of an ended login could not be ended');
      }
    }
  }

  function unsubscribe(accountId: number, subscriber: LiveSubscriber): boolean {
    const set = subscribers.get(accountId);
    const removed = set?.delete(subscriber) ?? false;
    if (set?.size === 0) subscribers.delete(accountId);
    return removed;
  }

  async function poll(): Promise<void> {
    let at = cursor ?? (await events.latestId());
    for (;;) {
      const rows = await events.after(at, BATCH);
      for (const row of rows) {
        if (seenAbove.has(row.id)) continue;
        seenAbove.add(row.id);
        gaps.delete(row.id);
        deliver(row);
      }
      const next = advance(at, performance.now());
      const moved = next !== at;
      at = next;
      cursor = at;
      // a full batch that moved the cursor: there is more to read now
      if (rows.length < BATCH || !moved) break;
    }
    await endStreamsOfEndedLogins();
    const now = clock();
    // Rare and idempotent, so every instance may do it: no coordination needed.
    if (now - lastRetentionAt >= Math.min(retentionMs / 6, 10 * 60 * 1000)) {
      lastRetentionAt = now;
      const deleted = await events.deleteOlderThan(now - retentionMs);
      if (deleted) log.debug({ deleted }, 'live events past their retention deleted');
    }
  }

  /** One read of the log (waits for a read in hand, then reads again). */
  async function pollOnce(): Promise<void> {
    while (running) await running.catch(() => undefined);
    running = poll();
    try {
      await running;
    } finally {
      running = undefined;
    }
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      again = false;
      pollOnce()
        .catch((error: unknown) => log.error({ err: error }, 'live events poll failed'))
        .finally(() => schedule(again ? 0 : pollIntervalMs));
    }, delayMs);
    timer.unref();
  }

  return {
    pollOnce,

    /** Starts the loop at the newest event: what happened before this instance started is the clients' refetch. */
    async start(): Promise<void> {
      if (!stopped) return;
      stopped = false;
      cursor = await events.latestId();
      schedule(pollIntervalMs);
    },

    /** A write of this instance committed an event: read now instead of at the next tick (coalesced). */
    notify(): void {
      if (stopped || subscribers.size === 0) return;
      if (running) {
        again = true;
        return;
      }
      schedule(0);
    },

    /** Registers a stream of the account; returns its unsubscribe. */
    subscribe(accountId: number, subscriber: LiveSubscriber): () => void {
      let set = subscribers.get(accountId);
      if (!set) {
        set = new Set();
        subscribers.set(accountId, set);
      }
      set.add(subscriber);
      return () => {
        unsubscribe(accountId, subscriber);
      };
    },

    /** Open streams of the account on this instance. */
    streamsOf(accountId: number): number {
      return subscribers.get(accountId)?.size ?? 0;
    },

    /** Stops the loop (finishing a read in hand) and ends every stream, so closing the app does not wait on them. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      for (const set of [...subscribers.values()]) for (const subscriber of [...set]) subscriber.close();
      subscribers.clear();
      await running?.catch(() => undefined);
    },
  };
}

export type LiveEventsBroadcaster = ReturnType<typeof createLiveEventsBroadcaster>;
