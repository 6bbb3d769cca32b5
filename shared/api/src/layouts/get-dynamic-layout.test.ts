import { configureApiClient } from '@beacon/api/client';
import { fetchDynamicLayout } from './get-dynamic-layout';

describe('fetchDynamicLayout', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('reads the desktop and mobile lists, and an unknown layout as null', async () => {
    const layout = { id: 'sidebar', desktop: ['A', 'B'], mobile: ['B'] };
    globalThis.fetch = jest.fn().mockResolvedValue(new Response(JSON.stringify(layout), { status: 200 }));
    await expect(fetchDynamicLayout('sidebar')).resolves.toEqual(layout);
    globalThis.fetch = jest.fn().mockResolvedValue(new Response('{"statusCode":404}', { status: 404 }));
    await expect(fetchDynamicLayout('record-person')).resolves.toBeNull();
    globalThis.fetch = jest.fn().mockResolvedValue(new Response('{}', { status: 503 }));
    await expect(fetchDynamicLayout('sidebar')).rejects.toMatchObject({ statusCode: 503 });
  });
});
