import { configureApiClient } from '@beacon/api/client';
import { fallbackRecordLayout, fetchRecordLayout } from './get-record-layout';

describe('fetchRecordLayout', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));
  afterEach(() => jest.restoreAllMocks());

  it("returns the server's sections and order", async () => {
    const layout = { type: 'phone', sections: ['contact', 'personal'], sectionKeys: { contact: ['phones'] } };
    const fetchMock = jest.fn().mockResolvedValue(new Response(JSON.stringify(layout), { status: 200 }));
    globalThis.fetch = fetchMock;
    await expect(fetchRecordLayout('5', 'phone')).resolves.toEqual(layout);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/v1/me/records/5/layout');
  });

  it('falls back to the built-in layout of the type and logs the failure', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    globalThis.fetch = jest.fn().mockResolvedValue(new Response('{}', { status: 500 }));
    await expect(fetchRecordLayout('5', 'location')).resolves.toEqual(fallbackRecordLayout('location'));
    expect(logged).toHaveBeenCalledWith('Record layout API Error', expect.objectContaining({ statusCode: 500 }));
    expect(fallbackRecordLayout('location').sections[0]).toBe('map');
    expect(fallbackRecordLayout('email').sections).toEqual(['personal', 'contact', 'locations', 'social']);
  });

  it('falls back when the network fails or the layout is empty', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchRecordLayout('5', 'person')).resolves.toEqual(fallbackRecordLayout('person'));
    globalThis.fetch = jest
      .fn()
      .mockResolvedValue(new Response(JSON.stringify({ type: 'person', sections: [], sectionKeys: {} })));
    await expect(fetchRecordLayout('5', 'person')).resolves.toEqual(fallbackRecordLayout('person'));
  });
});
