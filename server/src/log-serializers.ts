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
  method?: string;
  url?: string;
  host?: string;
  remoteAddress?: string;
  remotePort?: number;
};

/** Whatever is logged under `req` comes through here, a Fastify request or any object a caller logs by that name, so
 * every field is read with care and nothing else is kept (headers included). */
export function serializeRequest(
  request: Partial<Pick<FastifyRequest, 'method' | 'url' | 'host' | 'ip' | 'socket'>>,
): LoggedRequest {
  const logged: LoggedRequest = {};
  if (typeof request.method === 'string') logged.method = request.method;
  if (typeof request.url === 'string') logged.url = redactUrl(request.url);
  if (typeof request.host === 'string') logged.host = request.host;
  if (typeof request.ip === 'string') logged.remoteAddress = request.ip;
  const port = request.socket?.remotePort;
  if (typeof port === 'number') logged.remotePort = port;
  return logged;
}
