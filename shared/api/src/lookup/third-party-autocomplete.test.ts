import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { AutocompleteServiceError, createThirdPartyAutocomplete } from './third-party-autocomplete';

// A local stand-in that speaks the service's protocol: GET with auth-id and the query, JSON suggestions.
function standIn(): Promise<{ server: Server; baseUrl: string; seen: URL[] }> {
  const seen: URL[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    seen.push(url);
    if (url.searchParams.get('auth-id') !== 'site-key') {
      response.writeHead(401, 'Unauthorized').end();
    } else if (url.searchParams.get('search') === 'nothing') {
      response.writeHead(204).end();
    } else if (url.searchParams.get('search') === 'boom') {
      response.writeHead(502, 'Bad Gateway').end();
    } else {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({
          suggestions: [
            {
              text: '1 Main St, Austin TX 78701',
              street_line: '1 Main St',
              city: 'Austin',
              state: 'TX',
              zipcode: '78701',
            },
          ],
        }),
      );
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, baseUrl: `http://127.0.0.1:${port}/lookup`, seen });
    }),
  );
}

describe('third-party address autocomplete', () => {
  let stand: Awaited<ReturnType<typeof standIn>>;
  beforeAll(async () => {
    stand = await standIn();
  });
  afterAll(() => new Promise<void>((resolve) => stand.server.close(() => resolve())));

  it('sends auth-id with the caller query and returns the suggestions', async () => {
    const suggest = createThirdPartyAutocomplete({ baseUrl: stand.baseUrl, authId: 'site-key' });
    await expect(suggest({ search: '1 Main' })).resolves.toEqual([
      { text: '1 Main St, Austin TX 78701', street_line: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701' },
    ]);
    expect(stand.seen.at(-1)?.searchParams.get('search')).toBe('1 Main');
  });

  it('gives null for 204', async () => {
    const suggest = createThirdPartyAutocomplete({ baseUrl: stand.baseUrl, authId: 'site-key' });
    await expect(suggest({ search: 'nothing' })).resolves.toBeNull();
  });

  it('throws the status text, code and path on a non-OK status', async () => {
    const suggest = createThirdPartyAutocomplete({ baseUrl: stand.baseUrl, authId: 'site-key' });
    const error = await suggest({ search: 'boom' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AutocompleteServiceError);
    expect(error).toMatchObject({ message: 'Bad Gateway', statusCode: 502, requestPath: '/lookup' });
    const unauthorized = createThirdPartyAutocomplete({ baseUrl: stand.baseUrl, authId: 'wrong' });
    await expect(unauthorized({ search: 'x' })).rejects.toMatchObject({ statusCode: 401, message: 'Unauthorized' });
  });

  it('falls back to the default message when the status has no text', async () => {
    const fetchWithoutText = jest.fn(async () => new Response(null, { status: 500, statusText: '' }));
    const suggest = createThirdPartyAutocomplete(
      { baseUrl: stand.baseUrl, authId: 'site-key' },
      fetchWithoutText as unknown as typeof fetch,
    );
    await expect(suggest({ search: 'x' })).rejects.toMatchObject({ message: 'An unknown error occured' });
  });
});
