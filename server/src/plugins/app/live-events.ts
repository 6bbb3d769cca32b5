import { LIVE_READY_EVENT, LIVE_SESSION_ENDED_EVENT, type LiveEvent, type LiveReady } from '@beacon/validation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { decodeJwt } from 'jose';

import { rateLimited } from '../../domain/errors';
import { createLiveEventsRepository, type LiveEventRow } from '../../repositories/live-events-repository';
import type { Member } from '../../services/auth-service';
import { createLiveEventsBroadcaster, type LiveEventsBroadcaster } from '../../services/live-events-broadcaster';

declare module 'fastify' {
  interface FastifyInstance {
    /** live updates (issue 18 point 7): this instance's poller of live_events and its SSE streams */
    liveEvents: LiveEvents;
  }
}

export interface LiveEvents {
  broadcaster: LiveEventsBroadcaster;
  /** A write committed an event: deliver it now rather than at the next poll. */
  notify(): void;
  /** Serves one member's event stream on the request's connection until the client, the token, the login or the app
   * ends it. */
  serve(request: FastifyRequest, reply: FastifyReply, member: Pick<Member, 'accountId' | 'sessionId'>): Promise<void>;
}

/** The reconnection delay an EventSource-like client starts from (the field `retry:` of the stream). */
export const LIVE_RETRY_MS = 3_000;
/** A client that does not read: its stream is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** setTimeout's ceiling; a token living longer than this (never, 15 min by default) is re-checked by reconnection. */
const MAX_TIMER_MS = 2 ** 31 - 1;
const LAST_EVENT_ID = /^\d{1,15}$/;

export const TOO_MANY_STREAMS = 'Too many live update streams are open; close a tab or try again later';
const SESSION_ENDED_FRAME = `event: ${LIVE_SESSION_ENDED_EVENT}\ndata: {}\n\n`;

function frame(event: LiveEventRow): string {
  const data: LiveEvent = {
    id: event.id,
    topic: event.topic,
    ...(event.payload === null ? {} : { payload: event.payload }),
  };
  return `event: ${event.topic}\nid: ${event.id}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Milliseconds the bearer token of the request stays valid (it was verified by requireMember). */
function tokenLifetimeMs(request: FastifyRequest, now: number): number | undefined {
  const token = request.headers.authorization?.replace(/^Bearer /, '');
  if (!token) return undefined;
  try {
    const { exp } = decodeJwt(token);
    return exp === undefined ? undefined : Math.max(0, exp * 1000 - now);
  } catch {
    return undefined;
  }
}

// Live updates by Server-Sent Events (issue 18 point 7). One poller per instance reads the shared live_events log and
// hands each event to the streams of its account on this instance; a stream replays its account's events after the
// Last-Event-ID it reconnects with, beats with comment lines so that proxies keep it, ends when its access token
// expires (the client reconnects with a fresh one), ends with `event: session-ended` when its login ends (issue 55:
// the poller reads the logins of the open streams; the client's next call is refused and signs it out) and is closed
// before the server when the app closes.
export const liveEventsPlugin = fp(
  async (app) => {
    const settings = app.config.liveEvents;
    const broadcaster = createLiveEventsBroadcaster({
      db: app.db,
      clock: app.clock,
      log: app.log.child({ component: 'live-events' }),
      pollIntervalMs: settings.pollIntervalMs,
      retentionMs: settings.retentionMs,
      liveLoginsAmong: (sessionIds) => app.auth.liveLoginsAmong(sessionIds),
    });
    const events = createLiveEventsRepository(app.db, app.clock);

    async function serve(
      request: FastifyRequest,
      reply: FastifyReply,
      { accountId, sessionId }: Pick<Member, 'accountId' | 'sessionId'>,
    ): Promise<void> {
      if (broadcaster.streamsOf(accountId) >= settings.maxStreamsPerAccount) {
        throw rateLimited(TOO_MANY_STREAMS, Math.ceil(LIVE_RETRY_MS / 1000));
      }
      const lastHeader = request.headers['last-event-id'];
      const lastEventId = typeof lastHeader === 'string' && LAST_EVENT_ID.test(lastHeader) ? Number(lastHeader) : null;
      const lifetimeMs = tokenLifetimeMs(request, app.clock());

      reply.hijack();
      const raw = reply.raw;
      // The reply's headers so far (helmet's, CORS, the rate limit's) plus those of an event stream: no cache may
      // keep or transform it, and nginx must not buffer it (X-Accel-Buffering).
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) raw.setHeader(name, typeof value === 'number' ? String(value) : value);
      }
      raw.setHeader('content-type', 'text/event-stream; charset=utf-8');
      raw.setHeader('cache-control', 'no-cache, no-transform');
      raw.setHeader('x-accel-buffering', 'no');
      raw.setHeader('connection', 'keep-alive');
      raw.writeHead(200);

      const sent = new Set<number>();
      let pending: LiveEventRow[] | null = [];
      let ended = false;
      const write = (chunk: string) => {
        if (ended) return;
        raw.write(chunk);
        if (raw.writableLength > MAX_BUFFERED_BYTES) end(true);
      };
      const send = (event: LiveEventRow) => {
        if (sent.has(event.id)) return;
        sent.add(event.id);
        write(frame(event));
      };
      const heartbeat = setInterval(() => write(': keep-alive\n\n'), settings.heartbeatMs);
      const expiry = lifetimeMs === undefined ? undefined : setTimeout(() => end(), Math.min(lifetimeMs, MAX_TIMER_MS));
      const unsubscribe = broadcaster.subscribe(accountId, {
        sessionId,
        // events the poller finds while the replay is read wait for it, so they follow it in order
        deliver: (event) => (pending ? pending.push(event) : send(event)),
        // the app is closing: the connection goes too, or the server would wait for the client to drop it
        close: () => end(true),
        // the client learns why, so it asks once with the tab's current token (refused: signed out) instead of
        // reconnecting with backoff
        loginEnded: () => {
          write(SESSION_ENDED_FRAME);
          end();
        },
      });
      function end(dropConnection = false): void {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unsubscribe();
        if (!dropConnection) {
          raw.end();
          return;
        }
        // a clean end when the client still reads, a cut connection when it does not (it reconnects either way)
        const cut = setTimeout(() => raw.destroy(), 1_000);
        cut.unref();
        raw.end(() => {
          clearTimeout(cut);
          raw.destroy();
        });
      }
      raw.on('close', () => end());
      raw.on('error', () => end());

      write(`retry: ${LIVE_RETRY_MS}\n\n`);
      let replayed = 0;
      try {
        if (lastEventId !== null) {
          for (const event of await events.afterForAccount(accountId, lastEventId, settings.replayLimit)) {
            send(event);
            replayed += 1;
          }
        }
      } catch (error) {
        request.log.warn({ err: error }, 'live events replay failed; the client refetches on ready');
      }
      const ready: LiveReady = { replayed };
      write(`event: ${LIVE_READY_EVENT}\ndata: ${JSON.stringify(ready)}\n\n`);
      const waiting = pending;
      pending = null;
      for (const event of waiting) send(event);
    }

    app.decorate('liveEvents', { broadcaster, notify: () => broadcaster.notify(), serve });
    // A write answered here may have appended an event: read the log now, so this instance's streams get it at once.
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) broadcaster.notify();
    });
    app.addHook('onReady', async () => broadcaster.start());
    // preClose: before the server waits for its connections to end, which open streams never would.
    app.addHook('preClose', async () => broadcaster.stop());
  },
  { name: 'live-events', dependencies: ['config', 'database', 'auth'] },
);
