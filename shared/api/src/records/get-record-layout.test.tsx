import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';

import { configureApiClient } from '@beacon/api/client';
import {
  fallbackRecordLayout,
  fetchRecordLayout,
  recordLayoutQueryOptions,
  useRecordLayout,
} from './get-record-layout';

describe('fetchRecordLayout', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));
  afterEach(() => jest.restoreAllMocks());

  it("returns the server's sections and order", async () => {
    const layout = { type: 'phone', sections: ['contact', 'personal'], sectionKeys: { contact: ['phones'] } };
    const fetchMock = jest.fn().mockResolvedValue(new Response(JSON.stringify(layout), { status: 200 }));
    globalThis.fetch = fetchMock;
    await expect(fetchRecordLayout('5')).resolves.toEqual(layout);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/v1/me/records/5/layout');
  });

  it('gives no layout and logs the failure when the server fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    globalThis.fetch = jest.fn().mockResolvedValue(new Response('{}', { status: 500 }));
    await expect(fetchRecordLayout('5')).resolves.toBeNull();
    expect(logged).toHaveBeenCalledWith('Record layout API Error', expect.objectContaining({ statusCode: 500 }));
  });

  it('gives no layout when the network fails or the layout is empty', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchRecordLayout('5')).resolves.toBeNull();
    globalThis.fetch = jest
      .fn()
      .mockResolvedValue(new Response(JSON.stringify({ type: 'person', sections: [], sectionKeys: {} })));
    await expect(fetchRecordLayout('5')).resolves.toBeNull();
  });
});

describe('useRecordLayout', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));
  afterEach(() => jest.restoreAllMocks());

  function wrapperWith(queryClient: QueryClient) {
    return ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
  }

  it('shows the built-in layout of the record type when the server gives none', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    globalThis.fetch = jest.fn().mockResolvedValue(new Response('{}', { status: 500 }));
    const { result } = renderHook(() => useRecordLayout('5', 'location'), { wrapper: wrapperWith(new QueryClient()) });
    await waitFor(() => expect(result.current.data).toEqual(fallbackRecordLayout('location')));
    expect(fallbackRecordLayout('location').sections[0]).toBe('map');
    expect(fallbackRecordLayout('email').sections).toEqual(['personal', 'contact', 'locations', 'social']);
  });

  it('uses the layout asked for before the record named its type, without asking again', async () => {
    const layout = { type: 'phone', sections: ['contact', 'personal'], sectionKeys: {} };
    const fetchMock = jest.fn().mockResolvedValue(new Response(JSON.stringify(layout), { status: 200 }));
    globalThis.fetch = fetchMock;
    const queryClient = new QueryClient();
    await queryClient.prefetchQuery(recordLayoutQueryOptions('5'));
    const { result } = renderHook(() => useRecordLayout('5', 'phone'), { wrapper: wrapperWith(queryClient) });
    expect(result.current.data).toEqual(layout);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('waits for the record type before it shows anything', () => {
    globalThis.fetch = jest.fn();
    const { result } = renderHook(() => useRecordLayout('5', null), { wrapper: wrapperWith(new QueryClient()) });
    expect(result.current.data).toBeUndefined();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });
});
