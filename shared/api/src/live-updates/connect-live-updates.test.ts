import { ReadableStream, type ReadableStreamDefaultController } from 'node:stream/web';

import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';

import { endSession, onSessionEnded, pdfStatusesAtom, socketConnectedAtom } from '@beacon/session';

import { configureApiClient } from '@beacon/api/client';
import { identityMemberKeys, notificationKeys } from '../query-keys';
import { connectLiveUpdates, reconnectDelay, type LiveUpdatesConnection } from './connect-live-updates';

/** One answer of GET /v1/me/events whose body the test writes to and ends. */
function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body as unknown as BodyInit, {
      status: 200,
      headers: { 'Content-Type': 'text/event-stream' },
    }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

const READY = 'retry: 3000\n\nevent: ready\ndata: {"replayed":0}\n\n';
const SESSION_ENDED = 'event: session-ended\ndata: {}\n\n';
const refused = () => new Response('{"message":"This login has ended.","statusCode":401}', { status: 401 });
const event = (id: number, topic: string, payload?: unknown) =>
  `event: ${topic}\nid: ${id}\ndata: ${JSON.stringify({ id, topic, ...(payload === undefined ? {} : { payload }) })}\n\n`;

/** Lets the stream's reads and the client's promises run. */
const settle = () => jest.advanceTimersByTimeAsync(0);

describe('connectLiveUpdates', () => {
  let store: ReturnType<typeof createStore>;
  let queryClient: QueryClient;
  let invalidated: unknown[][];
  let connection: LiveUpdatesConnection | undefined;
  let streams: Array<ReturnType<typeof eventStream>>;
  let fetchMock: jest.Mock;

  beforeEach(() => {
    jest.useFakeTimers();
    window.localStorage.clear();
    window.localStorage.setItem('accessToken', 'access-1');
    window.localStorage.setItem('refreshToken', 'refresh-1');
    configureApiClient({ baseUrl: '', appId: 'app', apiKey: 'key' });
    store = createStore();
    queryClient = new QueryClient();
    invalidated = [];
    jest.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
      invalidated.push([...(filters?.queryKey ?? [])]);
    });
    streams = [];
    fetchMock = jest.fn(async () => {
      const stream = eventStream();
      streams.push(stream);
      return stream.response;
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    connection?.close();
    connection = undefined;
    jest.useRealTimers();
  });

  const connect = () => {
    connection = connectLiveUpdates({ queryClient, store, random: () => 1 });
    return connection;
  };

  it('opens the stream with the app headers and the token, connected once ready', async () => {
    connect();
    await settle();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/v1/me/events');
    const headers = new Headers(init.headers);
    expect(headers.get('Accept')).toBe('text/event-stream');
    expect(headers.get('Authorization')).toBe('Bearer access-1');
    expect(headers.get('App-Id')).toBe('app');
    expect(headers.get('Last-Event-ID')).toBeNull();
    expect(store.get(socketConnectedAtom)).toBe(false);
    streams[0]!.send(READY);
    await settle();
    expect(store.get(socketConnectedAtom)).toBe(true);
  });

  it('refetches what each event makes stale and records PDF statuses', async () => {
    connect();
    await settle();
    streams[0]!.send(READY);
    streams[0]!.send(event(4, 'identity-notifications'));
    streams[0]!.send(event(5, 'record-notifications'));
    // split across chunks, as a network may deliver it
    const pdf = event(6, 'pdf', { recordId: 12, status: 'complete' });
    streams[0]!.send(pdf.slice(0, 20));
    await settle();
    streams[0]!.send(pdf.slice(20));
    await settle();
    // the chrome's lists once on ready (read before the stream opened), then what each event names
    expect(invalidated).toEqual([
      notificationKeys.all,
      notificationKeys.identity(),
      identityMemberKeys.all,
      notificationKeys.records(),
    ]);
    expect(store.get(pdfStatusesAtom)).toEqual({ '12': 'complete' });
  });

  it('skips events it cannot parse and keeps reading', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    connect();
    await settle();
    streams[0]!.send(READY);
    streams[0]!.send('event: pdf\nid: 7\ndata: {not json\n\n');
    streams[0]!.send(event(8, 'a-topic-from-the-future'));
    streams[0]!.send(event(9, 'pdf', { recordId: 'twelve', status: 'complete' }));
    streams[0]!.send(event(10, 'record-notifications'));
    await settle();
    expect(invalidated).toEqual([notificationKeys.all, notificationKeys.records()]);
    expect(store.get(pdfStatusesAtom)).toEqual({});
    expect(store.get(socketConnectedAtom)).toBe(true);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('reconnects with exponential backoff and jitter up to 30 s', async () => {
    fetchMock.mockImplementation(async () => {
      throw new TypeError('network down');
    });
    connect();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // 1 s, 2 s, 4 s, 8 s, 16 s, then the 30 s ceiling (jitter pinned to its top)
    for (const [delay, calls] of [
      [1_000, 2],
      [2_000, 3],
      [4_000, 4],
      [8_000, 5],
      [16_000, 6],
      [30_000, 7],
      [30_000, 8],
    ] as const) {
      await jest.advanceTimersByTimeAsync(delay - 1);
      expect(fetchMock).toHaveBeenCalledTimes(calls - 1);
      await jest.advanceTimersByTimeAsync(1);
      expect(fetchMock).toHaveBeenCalledTimes(calls);
    }
    expect(store.get(socketConnectedAtom)).toBe(false);
  });

  it('goes back to the first delay after a stream that got ready, and sends Last-Event-ID', async () => {
    connect();
    await settle();
    streams[0]!.send(READY + event(41, 'record-notifications'));
    await settle();
    expect(store.get(socketConnectedAtom)).toBe(true);
    streams[0]!.end();
    await settle();
    expect(store.get(socketConnectedAtom)).toBe(false);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const headers = new Headers((fetchMock.mock.calls[1] as [string, RequestInit])[1].headers);
    expect(headers.get('Last-Event-ID')).toBe('41');
    // ready again after a gap: the chrome's lists are read again, in case the gap was longer than the replay
    invalidated = [];
    streams[1]!.send(READY);
    await settle();
    expect(store.get(socketConnectedAtom)).toBe(true);
    expect(invalidated).toEqual([notificationKeys.all]);
  });

  it('waits as long as a 429 asks', async () => {
    fetchMock.mockImplementationOnce(
      async () => new Response('{"message":"busy","statusCode":429}', { status: 429, headers: { 'Retry-After': '7' } }),
    );
    connect();
    await settle();
    await jest.advanceTimersByTimeAsync(6_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('stops for good when the session ends, or on a refused token', async () => {
    connect();
    await settle();
    streams[0]!.send(READY);
    await settle();
    endSession('logout');
    await settle();
    expect(store.get(socketConnectedAtom)).toBe(false);
    await jest.advanceTimersByTimeAsync(120_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // a 403 ends the session in the client; the stream does not come back
    window.localStorage.setItem('accessToken', 'access-2');
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => new Response('{"message":"no","statusCode":403}', { status: 403 }));
    connect();
    await settle();
    await jest.advanceTimersByTimeAsync(120_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('connectLiveUpdates when the login of its stream ends', () => {
  let store: ReturnType<typeof createStore>;
  let connection: LiveUpdatesConnection | undefined;
  let ended: string[];
  let stopListening: () => void;

  beforeEach(() => {
    jest.useFakeTimers();
    window.localStorage.clear();
    window.localStorage.setItem('accessToken', 'access-1');
    window.localStorage.setItem('refreshToken', 'refresh-1');
    configureApiClient({ baseUrl: '', appId: 'app', apiKey: 'key' });
    store = createStore();
    ended = [];
    stopListening = onSessionEnded((reason) => ended.push(reason));
  });
  afterEach(() => {
    connection?.close();
    connection = undefined;
    stopListening();
    jest.useRealTimers();
  });

  const connect = () => {
    connection = connectLiveUpdates({ queryClient: new QueryClient(), store, random: () => 1 });
    return connection;
  };

  it('asks again at once, and the refused token and refresh end the session without further reconnection', async () => {
    const first = eventStream();
    let streamsAsked = 0;
    const fetchMock = jest.fn(async (url: string): Promise<Response> => {
      if (url.endsWith('/refresh-access-token')) return refused();
      streamsAsked += 1;
      return streamsAsked === 1 ? first.response : refused();
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    connect();
    await settle();
    first.send(READY);
    first.send(SESSION_ENDED);
    first.end();
    await settle();
    // no backoff: the stream again, its 401, then the refused refresh, all without time passing
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/v1/me/events',
      '/v1/me/events',
      '/v1/refresh-access-token',
    ]);
    expect(ended).toEqual(['refresh-failed']);
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(store.get(socketConnectedAtom)).toBe(false);
    await jest.advanceTimersByTimeAsync(120_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // the event is the stream's own, not a topic it failed to parse
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('streams for the login the tab holds now, and meets the backoff if that stream ends the same way', async () => {
    const streams: Array<ReturnType<typeof eventStream>> = [];
    const fetchMock = jest.fn(async () => {
      const stream = eventStream();
      streams.push(stream);
      return stream.response;
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    connect();
    await settle();
    // the member signed out in another tab and in again: this tab's stream was of the old login
    window.localStorage.setItem('accessToken', 'access-2');
    streams[0]!.send(READY + SESSION_ENDED);
    streams[0]!.end();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(
      new Headers((fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].headers).get('Authorization'),
    ).toBe('Bearer access-2');
    streams[1]!.send(READY);
    await settle();
    expect(store.get(socketConnectedAtom)).toBe(true);
    expect(ended).toEqual([]);
    // ended once more straight away: this time the usual first delay
    streams[1]!.send(SESSION_ENDED);
    streams[1]!.end();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

describe('reconnectDelay', () => {
  it('doubles from the first delay to the ceiling, with jitter over the upper half', () => {
    const timing = { initialDelayMs: 1_000, maxDelayMs: 30_000 };
    expect([0, 1, 2, 5, 40].map((attempt) => reconnectDelay(attempt, { ...timing, random: () => 1 }))).toEqual([
      1_000, 2_000, 4_000, 30_000, 30_000,
    ]);
    expect(reconnectDelay(3, { ...timing, random: () => 0 })).toBe(4_000);
  });
});
