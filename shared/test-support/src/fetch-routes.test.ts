import { failure, recordingFetch, routeFetch } from './fetch-routes';

describe('routeFetch', () => {
  it('answers by method and path, records each call with its JSON body, and 404s what is not routed', async () => {
    const calls = routeFetch({
      'GET /v1/me': { body: { id: 3 } },
      'GET /v1/search/people?page=2': { body: { page: 2 } },
      'POST /v1/me/records': (call) => ({ status: 201, body: call.body, headers: { 'X-Seen': 'yes' } }),
      'DELETE /v1/me/records/7': { status: 204 },
      'GET /v1/broken': failure(503, 'down'),
    });

    expect(await (await fetch('/v1/me?fresh=1')).json()).toEqual({ id: 3 });
    expect(await (await fetch('/v1/search/people?page=2')).json()).toEqual({ page: 2 });
    const created = await fetch('/v1/me/records', { method: 'POST', body: JSON.stringify({ type: 'email' }) });
    expect([created.status, created.headers.get('X-Seen'), await created.json()]).toEqual([
      201,
      'yes',
      { type: 'email' },
    ]);
    const removed = await fetch('/v1/me/records/7', { method: 'DELETE' });
    expect([removed.status, await removed.text()]).toEqual([204, '']);
    const broken = await fetch('/v1/broken');
    expect([broken.status, await broken.json()]).toEqual([503, { message: 'down', statusCode: 503 }]);
    const missing = await fetch('/v1/nowhere');
    expect([missing.status, await missing.json()]).toEqual([404, { message: 'Not found', statusCode: 404 }]);

    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /v1/me?fresh=1',
      'GET /v1/search/people?page=2',
      'POST /v1/me/records',
      'DELETE /v1/me/records/7',
      'GET /v1/broken',
      'GET /v1/nowhere',
    ]);
    expect(calls[2]?.body).toEqual({ type: 'email' });
  });
});

describe('recordingFetch', () => {
  it('answers every call with the same body and records it', async () => {
    const calls = recordingFetch({ ok: true });
    expect(await (await fetch('/anything', { method: 'PUT', body: '{"a":1}' })).json()).toEqual({ ok: true });
    expect(calls).toEqual([{ method: 'PUT', url: '/anything', body: { a: 1 } }]);
  });
});
