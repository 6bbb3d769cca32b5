import { get, type ClientRequest, type IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';

import { APP_HEADERS } from './helper';

// Reading a Server-Sent Events stream in tests (GET /v1/me/events), block by block: a test's own small parser, since
// the server takes no client packages.

export interface SseMessage {
  event?: string;
  id?: string;
  data?: string;
  comment?: string;
  retry?: string;
}

/** Reads an event stream block by block. */
export function sseReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const queue: SseMessage[] = [];

  function parseBlock(block: string): SseMessage {
    const message: SseMessage = {};
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) message.comment = line.slice(1).trim();
      const match = /^(event|id|data|retry): ?(.*)$/.exec(line);
      if (match) message[match[1] as 'event' | 'id' | 'data' | 'retry'] = match[2];
    }
    return message;
  }

  /** The next message; null when the stream ended. */
  async function next(timeoutMs = 5_000): Promise<SseMessage | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const queued = queue.shift();
      if (queued) return queued;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error('no event in time');
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('no event in time')), remaining);
        }),
      ]).finally(() => clearTimeout(timer));
      if (chunk.done) return null;
      buffer += decoder.decode(chunk.value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        queue.push(parseBlock(buffer.slice(0, end)));
        buffer = buffer.slice(end + 2);
      }
    }
  }

  /** Messages up to the first that matches (which is returned last). */
  async function until(match: (message: SseMessage) => boolean, timeoutMs = 5_000): Promise<SseMessage[]> {
    const seen: SseMessage[] = [];
    for (;;) {
      const message = await next(timeoutMs);
      if (!message) throw new Error(`stream ended before the expected event; saw ${JSON.stringify(seen)}`);
      seen.push(message);
      if (match(message)) return seen;
    }
  }

  /** The messages up to the end of the stream; fails when it has not ended within `timeoutMs`. */
  async function untilEnd(timeoutMs = 5_000): Promise<SseMessage[]> {
    const deadline = Date.now() + timeoutMs;
    const seen: SseMessage[] = [];
    for (;;) {
      const message = await next(Math.max(1, deadline - Date.now()));
      if (!message) return seen;
      seen.push(message);
    }
  }

  return { next, until, untilEnd, cancel: () => reader.cancel().catch(() => undefined) };
}

/** A stream over node:http without an agent: fetch's pool keeps spare connections that no request used, which the
 * server rightly waits for when it closes, and the close test would then time the client instead of the server. */
export async function openStream(
  origin: string,
  token: string,
  requests: ClientRequest[],
  headers: Record<string, string> = {},
) {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const request = get(
      `${origin}/v1/me/events`,
      { agent: false, headers: { ...APP_HEADERS, authorization: `Bearer ${token}`, ...headers } },
      resolve,
    );
    request.on('error', reject);
    requests.push(request);
  });
  return {
    status: response.statusCode,
    header: (name: string) => response.headers[name],
    stream: sseReader(Readable.toWeb(response) as ReadableStream<Uint8Array>),
  };
}
