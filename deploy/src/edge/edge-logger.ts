import type { FastifyServerOptions } from 'fastify';

/** Where the edge's log lines go (stdout when none is given; tests capture them). */
export interface LogDestination {
  write(line: string): void;
}

/** A URL's path without its query string: searches carry names, phones and e-mails in the query. */
export function pathOnly(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * The edge's pino options: requests are logged by path only. Fastify's default request serializer writes the whole
 * URL, so it is replaced rather than redacted field by field.
 */
export function edgeLoggerOptions(destination?: LogDestination): NonNullable<FastifyServerOptions['logger']> {
  return {
    ...(destination ? { stream: destination } : {}),
    serializers: {
      req: (request: { method: string; url: string; ip: string }) => ({
        method: request.method,
        url: pathOnly(request.url),
        remoteAddress: request.ip,
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}
