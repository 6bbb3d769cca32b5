import type { QueryClient } from '@tanstack/react-query';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { createStore } from 'jotai';

import { onSessionEnded, pdfStatusesAtom, socketConnectedAtom } from '@beacon/session';
import {
  LIVE_READY_EVENT,
  LIVE_SESSION_ENDED_EVENT,
  liveEventSchema,
  livePdfPayloadSchema,
  parseResponse,
  type LiveEvent,
} from '@beacon/validation';

import { apiStream, isApiError } from '@beacon/api/client';
import { identityMemberKeys, notificationKeys } from '../query-keys';

// Live updates (issue 18 point 7): one Server-Sent Events stream per signed-in tab, GET /v1/me/events. Browsers'
// EventSource cannot send the app headers and the bearer token, so the stream is read with fetch (`apiStream`, which
// refreshes an expired token and ends the session on 403 like every call) and parsed with eventsource-parser; each
// event's data is checked against the contract before anything acts on it. While the stream is up the session's
// `socketConnected` is true, and the chrome's notification queries stop polling (see `liveFallbackInterval`).
// When the stream's login ends elsewhere (issue 55) the server closes it with `event: session-ended`: the client asks
// again at once with the tab's current token, whose 401 and refused refresh end the session as any call's would.

type Store = ReturnType<typeof createStore>;

export const LIVE_EVENTS_PATH = '/me/events';

export interface LiveUpdatesOptions {
  queryClient: QueryClient;
  /** the host's one jotai store (socketConnected, pdfStatuses) */
  store: Store;
  /** first reconnection delay; it doubles with each failure up to `maxDelayMs` (default 1 s → 30 s) */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** 0..1, for the jitter that keeps tabs from reconnecting in step after an outage (tests pin it) */
  random?: () => number;
}

export interface LiveUpdatesConnection {
  /** stops reading and reconnecting (sign-out, the host unmounting) */
  close(): void;
}

/** The delay before reconnection `attempt` (0-based): exponential, capped, with jitter over its upper half. */
export function reconnectDelay(
  attempt: number,
  options: Required<Pick<LiveUpdatesOptions, 'initialDelayMs' | 'maxDelayMs' | 'random'>>,
): number {
  const ceiling = Math.min(options.maxDelayMs, options.initialDelayMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling * (0.5 + 0.5 * options.random()));
}

/** What an event makes stale: the queries whose screens show it. */
function invalidate(queryClient: QueryClient, event: LiveEvent, store: Store): void {
  switch (event.topic) {
    case 'identity-notifications':
      void queryClient.invalidateQueries({ queryKey: notificationKeys.identity() });
      // the monitoring screens count and list the same alerts
      void queryClient.invalidateQueries({ queryKey: identityMemberKeys.all });
      return;
    case 'record-notifications':
      void queryClient.invalidateQueries({ queryKey: notificationKeys.records() });
      return;
    case 'monitoring':
      // the monitored records and the updates they raise; broad on purpose, the keys of monitored records vary
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      return;
    case 'pdf': {
      let payload;
      try {
        payload = parseResponse(livePdfPayloadSchema, event.payload, 'live event pdf');
      } catch {
        return;
      }
      // the report page reads the status from here (and stops polling once it is final)
      store.set(pdfStatusesAtom, (current) => ({ ...current, [String(payload.recordId)]: payload.status }));
      return;
    }
  }
}

/** Opens the member's live-update stream and keeps it open (reconnecting with backoff) until closed. */
export function connectLiveUpdates(options: LiveUpdatesOptions): LiveUpdatesConnection {
  const { queryClient, store } = options;
  const timing = {
    initialDelayMs: options.initialDelayMs ?? 1_000,
    maxDelayMs: options.maxDelayMs ?? 30_000,
    random: options.random ?? Math.random,
  };
  let closed = false;
  let controller: AbortController | null = null;
  let wake: (() => void) | null = null;
  let lastEventId: string | undefined;
  let failures = 0;
  /** the stream being read said its login ended */
  let loginEnded = false;

  const setConnected = (value: boolean) => {
    if (store.get(socketConnectedAtom) !== value) store.set(socketConnectedAtom, value);
  };

  function onMessage(message: EventSourceMessage): void {
    if (message.event === LIVE_READY_EVENT) {
      failures = 0;
      setConnected(true);
      // What happened while no stream was open may be more than the replay holds: read the chrome's lists again.
      // The first stream too: the host opens it once the first screen has shown, after those lists were read.
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      return;
    }
    if (message.event === LIVE_SESSION_ENDED_EVENT) {
      loginEnded = true;
      return;
    }
    let event: LiveEvent;
    try {
      event = parseResponse(liveEventSchema, JSON.parse(message.data) as unknown, `live event ${message.event ?? ''}`);
    } catch (error) {
      // an event this client does not understand (a newer server, a damaged line) is skipped, never acted on
      console.warn('[beacon] live event ignored', error);
      return;
    }
    if (message.id) lastEventId = message.id;
    invalidate(queryClient, event, store);
  }

  async function readOnce(): Promise<void> {
    controller = new AbortController();
    const response = await apiStream(LIVE_EVENTS_PATH, {
      signal: controller.signal,
      accept: 'text/event-stream',
      headers: lastEventId ? { 'Last-Event-ID': lastEventId } : {},
    });
    if (!response.body) return;
    const parser = createParser({ onEvent: onMessage });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  }

  function wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        wake = null;
        resolve();
      }, ms);
      wake = () => {
        clearTimeout(timer);
        wake = null;
        resolve();
      };
    });
  }

  async function run(): Promise<void> {
    let askedAtOnce = false;
    while (!closed) {
      let retryAfterMs = 0;
      loginEnded = false;
      try {
        await readOnce();
      } catch (error) {
        if (closed) break;
        // The client already refreshed a 401 and ended the session on a 403 or a refused refresh: nothing to retry.
        if (isApiError(error) && (error.statusCode === 401 || error.statusCode === 403)) break;
        const retryAfter = isApiError(error) ? Number(error.headers['retry-after']) : NaN;
        if (Number.isFinite(retryAfter) && retryAfter > 0) retryAfterMs = retryAfter * 1000;
      }
      setConnected(false);
      if (closed) break;
      // The login ended: ask again now, not after the backoff. The request carries the tab's current token, so it
      // is refused and the session ends here, or (the member signed in again in another tab) it streams for the new
      // login. Only once in a row, so that a server which keeps ending streams meets the backoff.
      askedAtOnce = loginEnded && !askedAtOnce;
      if (askedAtOnce) continue;
      await wait(Math.max(retryAfterMs, reconnectDelay(failures, timing)));
      failures += 1;
    }
    setConnected(false);
  }

  const stopListening = onSessionEnded(() => connection.close());
  const connection: LiveUpdatesConnection = {
    close() {
      if (closed) return;
      closed = true;
      stopListening();
      controller?.abort();
      wake?.();
      setConnected(false);
    },
  };
  void run();
  return connection;
}
