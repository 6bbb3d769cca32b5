// When the provider API cannot be reached (stopped, restarting, refusing connections) the edge answers as a gateway:
// 502 Bad Gateway, or 504 when it did not answer in time. reply-from's default is a 500 carrying the socket error's
// text (with the upstream address), which the app would take for a server bug rather than an outage.

export const API_UNAVAILABLE_MESSAGE = 'The service is unavailable right now. Please try again in a moment.';

/** The part of a reply this needs (reply-from types its replies for HTTP/1 and HTTP/2 servers alike). */
interface GatewayReply {
  code(statusCode: number): GatewayReply;
  header(name: string, value: string): GatewayReply;
  send(payload: unknown): unknown;
}

export function answerUnreachableApi(reply: GatewayReply, { error }: { error: Error }): void {
  const statusCode = 'statusCode' in error && error.statusCode === 504 ? 504 : 502;
  reply
    .code(statusCode)
    .header('Cache-Control', 'no-store')
    .header('Retry-After', '5')
    .send({ message: API_UNAVAILABLE_MESSAGE, statusCode });
}
