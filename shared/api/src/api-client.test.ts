import { noContent, openObject } from '@beacon/validation';

import {
  apiRequest,
  configureApiClient,
  holdRequestsUntil,
  observeApiRequests,
  ApiError,
  UNKNOWN_ERROR_MESSAGE,
} from '@beacon/api/client';

/** These tests are about the transport: any JSON body (or none) is what the endpoint answers. */
const ANY_JSON = { schema: openObject() };

function respond(status: number, body?: unknown, headers: Record<string, string> = {}) {
  return jest.fn().mockResolvedValue(
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    }),
  );
}

describe('apiRequest', () => {
  beforeEach(() => {
    window.localStorage.clear();
    configureApiClient({ baseUrl: 'https://api.test', appId: 'app', apiKey: 'key' });
  });

  it('sends the app headers, the device id and the bearer token to /v1', async () => {
    window.localStorage.setItem('accessToken', 'access');
    window.localStorage.setItem('refreshToken', 'refresh');
    const fetchMock = respond(200, { ok: true });
    globalThis.fetch = fetchMock;

    await expect(apiRequest('/me', { ...ANY_JSON, query: { a: 1, b: undefined } })).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://api.test/v1/me?a=1');
    const headers = init.headers as Headers;
    expect(headers.get('App-Id')).toBe('app');
    expect(headers.get('Api-Key')).toBe('key');
    expect(headers.get('Device-Id')).toMatch(/[0-9a-f-]{36}/);
    expect(headers.get('Authorization')).toBe('Bearer access');
  });

  it('yields null for 204', async () => {
    globalThis.fetch = respond(204);
    await expect(
      apiRequest('/events', { schema: noContent(), method: 'POST', body: { name: 'x' } }),
    ).resolves.toBeNull();
  });

  it('rejects with status, path and headers, and the default message when the body has none', async () => {
    globalThis.fetch = respond(500, undefined, { 'x-request-id': 'r1' });
    const error = await apiRequest('/me', ANY_JSON).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: UNKNOWN_ERROR_MESSAGE, statusCode: 500, requestPath: '/me' });
    expect((error as ApiError).headers['x-request-id']).toBe('r1');
  });

  it('uses the server message when there is one', async () => {
    globalThis.fetch = respond(401, { message: 'Invalid email and/or password', statusCode: 401 });
    await expect(apiRequest('/authenticate', { ...ANY_JSON, method: 'POST', body: {} })).rejects.toMatchObject({
      message: 'Invalid email and/or password',
      statusCode: 401,
    });
  });

  it('sends the requests made before the host lets them go at once, and delivers their answers after; later ones are not held', async () => {
    const fetchMock = jest.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200 }));
    globalThis.fetch = fetchMock;
    let release: () => void = () => undefined;
    holdRequestsUntil(new Promise<void>((resolve) => (release = resolve)));
    const delivered: string[] = [];

    const first = apiRequest('/me', ANY_JSON).then(() => delivered.push('/me'));
    const second = apiRequest('/me/subscriptions', ANY_JSON).then(() => delivered.push('/me/subscriptions'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(delivered).toEqual([]);

    release();
    await Promise.all([first, second]);
    expect(delivered).toEqual(['/me', '/me/subscriptions']);
    await expect(apiRequest('/me/lists', ANY_JSON)).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('delivers a held request that failed only once the hold is over, as the failure it was', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    let release: () => void = () => undefined;
    holdRequestsUntil(new Promise<void>((resolve) => (release = resolve)));
    let settled = false;

    const request = apiRequest('/me', ANY_JSON).finally(() => (settled = true));
    const outcome = expect(request).rejects.toBeInstanceOf(Error);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);

    release();
    await outcome;
  });

  it('lets the held requests go when the hold fails too', async () => {
    const fetchMock = respond(200, { ok: true });
    globalThis.fetch = fetchMock;
    holdRequestsUntil(Promise.reject(new Error('no paint timing')));
    await expect(apiRequest('/me', ANY_JSON)).resolves.toEqual({ ok: true });
  });
});

describe('observeApiRequests', () => {
  beforeEach(() => {
    window.localStorage.clear();
    configureApiClient({ baseUrl: '', appId: 'app', apiKey: 'key' });
  });

  it('tells each request: 5xx and no answer are failures, other answers are not, an abort is not counted', async () => {
    const outcomes: boolean[] = [];
    const stop = observeApiRequests(({ failed }) => outcomes.push(failed));
    globalThis.fetch = respond(200, {});
    await apiRequest('/a', ANY_JSON);
    globalThis.fetch = respond(404, {});
    await apiRequest('/b', ANY_JSON).catch(() => undefined);
    globalThis.fetch = respond(503, {});
    await apiRequest('/c', ANY_JSON).catch(() => undefined);
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await apiRequest('/d', ANY_JSON).catch(() => undefined);
    const aborted = new AbortController();
    aborted.abort();
    globalThis.fetch = jest.fn().mockRejectedValue(new DOMException('aborted', 'AbortError'));
    await apiRequest('/e', { ...ANY_JSON, signal: aborted.signal }).catch(() => undefined);
    stop();
    globalThis.fetch = respond(500, {});
    await apiRequest('/f', ANY_JSON).catch(() => undefined);
    expect(outcomes).toEqual([false, false, true, true]);
  });
});
