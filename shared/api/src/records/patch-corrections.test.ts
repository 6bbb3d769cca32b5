import { configureApiClient } from '@beacon/api/client';
import { restoreCorrections } from './patch-corrections';

describe('restoreCorrections', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('sends active: false for each item in one PATCH', async () => {
    const fetchMock = jest.fn().mockResolvedValue(new Response(JSON.stringify({ corrections: {} }), { status: 200 }));
    globalThis.fetch = fetchMock;
    await restoreCorrections(12, ['contact.phones.0', 'personal.names.1']);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([url, init.method]).toEqual(['/v1/me/records/12/corrections', 'PATCH']);
    expect(JSON.parse(String(init.body))).toEqual({
      items: { 'contact.phones.0': { active: false }, 'personal.names.1': { active: false } },
    });
  });
});
