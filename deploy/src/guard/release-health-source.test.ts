import { httpReleaseHealthSource } from './release-health-source';

const figures = {
  remote: 'search',
  since: '2026-05-06T07:00:00.000Z',
  asOf: '2026-05-06T07:01:00.000Z',
  lastReceivedAt: null,
  versions: [],
};

describe('httpReleaseHealthSource', () => {
  const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
  const answering = (status: number, body: unknown): typeof fetch =>
    (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init });
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch;
  beforeEach(() => {
    calls.length = 0;
  });

  it('asks with the operator token and the window, and parses the answer with the contract', async () => {
    const source = httpReleaseHealthSource({
      apiUrl: 'http://api.test',
      token: 't0ken',
      fetch: answering(200, figures),
    });
    await expect(source.read('search', figures.since)).resolves.toEqual(figures);
    expect(calls[0]?.url).toBe('http://api.test/v1/release-health/search?since=2026-05-06T07%3A00%3A00.000Z');
    expect(new Headers(calls[0]?.init?.headers).get('authorization')).toBe('Bearer t0ken');
  });

  it('fails on an error status and on an answer that is not the contract', async () => {
    const refused = httpReleaseHealthSource({ apiUrl: 'http://api.test', token: 'x', fetch: answering(401, {}) });
    await expect(refused.read('search', figures.since)).rejects.toThrow('answered 401');
    const odd = httpReleaseHealthSource({
      apiUrl: 'http://api.test',
      token: 't0ken',
      fetch: answering(200, { ...figures, asOf: undefined }),
    });
    await expect(odd.read('search', figures.since)).rejects.toThrow('asOf');
  });
});
