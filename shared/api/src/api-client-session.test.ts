import { openObject } from '@beacon/validation';

import { onSessionEnded } from '@beacon/session';

import { apiRequest, configureApiClient } from '@beacon/api/client';

/** These tests are about the transport: any JSON body (or none) is what the endpoint answers. */
const ANY_JSON = { schema: openObject() };

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function signIn(accessToken = 'old-access', refreshToken = 'old-refresh') {
  window.localStorage.setItem('accessToken', accessToken);
  window.localStorage.setItem('refreshToken', refreshToken);
}

describe('apiRequest session handling', () => {
  let ended: string[];
  let stopListening: () => void;

  beforeEach(() => {
    window.localStorage.clear();
    configureApiClient({ baseUrl: '', appId: 'app', apiKey: 'key' });
    ended = [];
    stopListening = onSessionEnded((reason) => ended.push(reason));
  });
  afterEach(() => stopListening());

  it('refreshes once for concurrent 401s and retries each call with the new token', async () => {
    signIn();
    const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
      const auth = new Headers(init.headers).get('Authorization');
      if (url.endsWith('/refresh-access-token')) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return json(200, { accessToken: 'new-access', refreshToken: 'new-refresh' });
      }
      return auth === 'Bearer new-access' ? json(200, { url }) : json(401, { message: 'expired', statusCode: 401 });
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;

    const results = await Promise.all([
      apiRequest('/me', ANY_JSON),
      apiRequest('/me/orders', ANY_JSON),
      apiRequest('/me/subscriptions', ANY_JSON),
    ]);

    expect(results).toEqual([{ url: '/v1/me' }, { url: '/v1/me/orders' }, { url: '/v1/me/subscriptions' }]);
    const refreshes = fetchMock.mock.calls.filter(([url]) => url.endsWith('/refresh-access-token'));
    expect(refreshes).toHaveLength(1);
    expect(JSON.parse(String(refreshes[0]?.[1].body))).toEqual({
      refreshToken: 'old-refresh',
      lastAccessToken: 'old-access',
    });
    expect(window.localStorage.getItem('refreshToken')).toBe('new-refresh');
    // No token ever travels in a URL.
    expect(fetchMock.mock.calls.every(([url]) => !/access|refresh-token=/.test(url.split('?')[1] ?? ''))).toBe(true);
  });

  it('stops after 10 refreshes and ends the session', async () => {
    signIn();
    let refreshes = 0;
    globalThis.fetch = jest.fn(async (url: string) => {
      if (url.endsWith('/refresh-access-token')) {
        refreshes += 1;
        return json(200, { accessToken: `access-${refreshes}`, refreshToken: `refresh-${refreshes}` });
      }
      return json(401, { message: 'nope', statusCode: 401 });
    }) as unknown as typeof fetch;

    await expect(apiRequest('/me', ANY_JSON)).rejects.toMatchObject({ statusCode: 401 });
    expect(refreshes).toBe(10);
  });

  it('clears the tokens and ends the session when the refresh fails', async () => {
    signIn();
    globalThis.fetch = jest.fn(async (url: string) =>
      url.endsWith('/refresh-access-token') ? json(401, { message: 'revoked' }) : json(401, { message: 'expired' }),
    ) as unknown as typeof fetch;

    await expect(apiRequest('/me', ANY_JSON)).rejects.toMatchObject({ statusCode: 401 });
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(ended).toEqual(['refresh-failed']);
  });

  it.each([
    ['the API cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the edge answers 502', () => Promise.resolve(json(502, { message: 'Bad Gateway' }))],
    [
      'its answer is cut off (the page is being left)',
      () => {
        const cutOff = json(200);
        jest.spyOn(cutOff, 'json').mockRejectedValue(new DOMException('The user aborted a request.', 'AbortError'));
        return Promise.resolve(cutOff);
      },
    ],
  ])('keeps the member signed in when the refresh fails because %s', async (_case, refreshAnswer) => {
    signIn();
    globalThis.fetch = jest.fn(async (url: string) =>
      url.endsWith('/refresh-access-token') ? refreshAnswer() : json(401, { message: 'expired' }),
    ) as unknown as typeof fetch;

    await expect(apiRequest('/me', ANY_JSON)).rejects.toMatchObject({ name: 'ApiError', statusCode: 503 });
    expect(window.localStorage.getItem('refreshToken')).toBe('old-refresh');
    expect(ended).toEqual([]);
  });

  it('ends the session when the refresh answers without the token pair', async () => {
    signIn();
    globalThis.fetch = jest.fn(async (url: string) =>
      url.endsWith('/refresh-access-token')
        ? json(200, { accessToken: 'new-access' })
        : json(401, { message: 'expired' }),
    ) as unknown as typeof fetch;

    await expect(apiRequest('/me', ANY_JSON)).rejects.toMatchObject({ statusCode: 401 });
    expect(window.localStorage.getItem('refreshToken')).toBeNull();
    expect(ended).toEqual(['refresh-failed']);
  });

  it('ends the session on 403', async () => {
    signIn();
    globalThis.fetch = jest.fn(async () => json(403, { message: 'Forbidden' })) as unknown as typeof fetch;
    await expect(apiRequest('/me', ANY_JSON)).rejects.toMatchObject({ statusCode: 403 });
    expect(window.localStorage.getItem('refreshToken')).toBeNull();
    expect(ended).toEqual(['forbidden']);
  });

  it('leaves sign-in answers alone and masks the password on the error', async () => {
    globalThis.fetch = jest.fn(async () =>
      json(401, { message: 'Invalid email and/or password', statusCode: 401 }),
    ) as unknown as typeof fetch;
    const error = await apiRequest('/authenticate', {
      ...ANY_JSON,
      method: 'POST',
      body: { email: 'a@b.co', password: 'hunter22' },
      skipSessionHandling: true,
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ message: 'Invalid email and/or password', statusCode: 401 });
    expect((error as { requestData: unknown }).requestData).toEqual({ email: 'a@b.co', password: '********' });
    expect(ended).toEqual([]);
  });
});
