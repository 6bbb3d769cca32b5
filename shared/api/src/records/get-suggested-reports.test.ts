import { configureApiClient } from '@beacon/api/client';
import { fetchSuggestedReports } from './get-suggested-reports';

describe('fetchSuggestedReports', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));
  afterEach(() => jest.restoreAllMocks());

  it('reads the items', async () => {
    const item = {
      pointer: 'p',
      type: 'person',
      name: { first: 'A', middle: null, last: 'B' },
      age: 3,
      location: { city: 'Ely', state: 'MN' },
      reason: 'relative',
      fromRecordId: 4,
    };
    globalThis.fetch = jest.fn().mockResolvedValue(new Response(JSON.stringify({ items: [item] }), { status: 200 }));
    await expect(fetchSuggestedReports()).resolves.toEqual([item]);
  });

  it('logs "Suggested Report API Error" to the console on failure, once', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const fetchMock = jest.fn().mockResolvedValue(new Response('{}', { status: 500 }));
    globalThis.fetch = fetchMock;
    await expect(fetchSuggestedReports()).rejects.toMatchObject({ statusCode: 500 });
    expect(log).toHaveBeenCalledWith('Suggested Report API Error', expect.anything());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
