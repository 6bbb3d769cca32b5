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

/**
 * A fetch stand-in that answers by "METHOD /path" (query string ignored unless the key has one) and records every
 * call, so screen tests exercise the real @beacon/api calls and their contract parsing. An unrouted call is a 404,
 * as the server would answer.
 */
export function routeFetch(routes: Record<string, Responder>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      url,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const path = url.split('?')[0] ?? url;
    const responder = routes[`${call.method} ${url}`] ?? routes[`${call.method} ${path}`];
    const answer = typeof responder === 'function' ? await responder(call) : responder;
    const status = answer?.status ?? (answer ? 200 : 404);
    const body = answer ? answer.body : { message: 'Not found', statusCode: 404 };
    return new Response(status === 204 || body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...answer?.headers },
    });
  }) as unknown as typeof fetch;
  return calls;
}

/** A request that never answers: the screen stays in its loading state. */
export const never = (): Promise<Answer> => new Promise<Answer>(() => undefined);

export const failure = (status = 500, message = 'boom'): Answer => ({ status, body: { message, statusCode: status } });
