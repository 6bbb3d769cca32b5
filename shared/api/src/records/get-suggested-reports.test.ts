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
    expect(String((globalThis.fetch as jest.Mock).mock.calls[0]?.[0])).toMatch(/\/me\/suggested-reports\/$/);
  });

  it("asks for one record's suggestions by its id", async () => {
    const fetchMock = jest.fn().mockResolvedValue(new Response(JSON.stringify({ items: [] }), { status: 200 }));
    globalThis.fetch = fetchMock;
    await expect(fetchSuggestedReports(42)).resolves.toEqual([]);
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/me\/suggested-reports\/\?recordId=42$/);
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
