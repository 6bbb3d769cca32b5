import type { IncomingHttpHeaders } from 'node:http';

/**
 * The headers the API proxy sends upstream. The API rate-limits and slows down failed logins per client address,
 * so it is told exactly one address: the client as the edge determined it (the socket peer, or the address a
 * trusted load balancer forwarded). Whatever forwarding headers the client sent are dropped, never appended to,
 * so a client cannot choose its address or scheme.
 */
export function forwardedHeaders(
  request: { ip: string; protocol: string },
  headers: IncomingHttpHeaders,
): IncomingHttpHeaders {
  const { forwarded: _forwarded, 'x-forwarded-host': _host, 'x-real-ip': _realIp, ...rest } = headers;
  return { ...rest, 'x-forwarded-for': request.ip, 'x-forwarded-proto': request.protocol };
}
