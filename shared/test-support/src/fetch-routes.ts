/** One canned answer: status, JSON body (none for 204) and response headers. */
export interface Answer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

export type Responder = Answer | ((call: RecordedCall) => Answer | Promise<Answer>);

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 || body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** Replaces the global fetch with `answer`, recording every call (method, URL and parsed JSON body). */
function recordFetch(answer: (call: RecordedCall) => Promise<Response>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      url,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return answer(call);
  }) as unknown as typeof fetch;
  return calls;
}

/**
 * A fetch stand-in that answers by "METHOD /path" (query string ignored unless the key has one) and records every
 * call, so screen tests exercise the real @beacon/api calls and their contract parsing. An unrouted call is a 404,
 * as the server would answer.
 */
export function routeFetch(routes: Record<string, Responder>): RecordedCall[] {
  return recordFetch(async (call) => {
    const path = call.url.split('?')[0] ?? call.url;
    const responder = routes[`${call.method} ${call.url}`] ?? routes[`${call.method} ${path}`];
    const answer = typeof responder === 'function' ? await responder(call) : responder;
    if (!answer) return jsonResponse(404, { message: 'Not found', statusCode: 404 });
    return jsonResponse(answer.status ?? 200, answer.body, answer.headers);
  });
}

/** A fetch stand-in that answers every call with `body` (none for 204) and records the calls. */
export function recordingFetch(body: unknown = {}, status = 200): RecordedCall[] {
  return recordFetch(async () => jsonResponse(status, body));
}

/** A request that never answers: the screen stays in its loading state. */
export const never = (): Promise<Answer> => new Promise<Answer>(() => undefined);

/** An error answer in the server's shape `{ message, statusCode }`. */
export const failure = (status = 500, message = 'boom'): Answer => ({ status, body: { message, statusCode: status } });
