import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';

import { configureApiClient } from '@beacon/api/client';
import { metaValueIn, useMeta } from './get-meta';

const SUPPORT = {
  phone: '1-800-555-0199',
  phone_display: '(800) 555-0199',
  hours: '7:00am to 7:00pm Pacific, 7 days a week, holiday hours vary',
};

function setup(answer: (url: string) => Response) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => answer(String(input)));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { fetchMock, wrapper };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('useMeta', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));
  afterEach(() => jest.restoreAllMocks());

  it('reads the keys of a group from one GET /meta/{group}', async () => {
    const { fetchMock, wrapper } = setup(() => json({ key: 'support', value: SUPPORT }));
    const { result } = renderHook(
      () => [useMeta('support.phone_display'), useMeta('support.phone'), useMeta('support.hours')] as const,
      { wrapper },
    );
    await waitFor(() => expect(result.current[0].data).toBe('(800) 555-0199'));
    expect(result.current[1].data).toBe('1-800-555-0199');
    expect(result.current[2].data).toBe(SUPPORT.hours);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/meta\/support$/);
  });

  it('gives null for a key its group does not have, and for every key when the request fails', async () => {
    const { wrapper } = setup((url) =>
      url.endsWith('/meta/support') ? json({ key: 'support', value: SUPPORT }) : json({ message: 'Nope' }, 404),
    );
    const { result } = renderHook(() => [useMeta('support.fax'), useMeta('research.screener_url')] as const, {
      wrapper,
    });
    await waitFor(() => expect(result.current[0].isSuccess && result.current[1].isSuccess).toBe(true));
    expect(result.current[0].data).toBeNull();
    expect(result.current[1].data).toBeNull();
  });

  it('holds the request back while not enabled', async () => {
    const { fetchMock, wrapper } = setup(() => json({ key: 'apps', value: { ios: 'https://apps.example/ios' } }));
    const { result, rerender } = renderHook(({ enabled }) => useMeta('apps.ios', { enabled }), {
      wrapper,
      initialProps: { enabled: false },
    });
    expect(fetchMock).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data).toBe('https://apps.example/ios'));
  });
});

describe('metaValueIn', () => {
  it('walks nested groups and stops at anything that is not an object', () => {
    expect(metaValueIn({ a: { b: 1 } }, ['a', 'b'])).toBe(1);
    expect(metaValueIn({ a: 'text' }, ['a', 'length'])).toBeNull();
    expect(metaValueIn({ a: { b: null } }, ['a', 'b'])).toBeNull();
    expect(metaValueIn('whole', [])).toBe('whole');
  });
});
