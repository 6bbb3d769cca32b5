import type { FastifyRequest } from 'fastify';

// What a request contributes to a log line. Fastify's own serializer logs the URL as sent, and a search's query
// string holds the names, phone numbers, e-mail addresses and street lines members look up: those are personal data
// of the people searched for, so no log line carries a query string. Bodies are never logged either (pino logs what
// it is given, and this serializer gives it no body).

export const REDACTED_QUERY = '?[redacted]';

/** The path as is, the query string (if any) replaced by a marker; the path's own parameters are ids, not names. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : `${url.slice(0, query)}${REDACTED_QUERY}`;
}

export type LoggedRequest = {
  method: string;
  url: string;
  host: string;
  remoteAddress: string;
  remotePort: number | undefined;
};

export function serializeRequest(request: FastifyRequest): LoggedRequest {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
