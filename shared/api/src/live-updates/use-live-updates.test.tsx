import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';

import { sessionUserAtom, socketConnectedAtom } from '@beacon/session';

import { configureApiClient } from '@beacon/api/client';
import { LIVE_FALLBACK_POLL_MS, useLiveFallbackInterval, useLiveUpdates } from './use-live-updates';

function setup() {
  window.localStorage.setItem('accessToken', 'access-1');
  configureApiClient({ baseUrl: '', appId: 'app', apiKey: 'key' });
  const signals: AbortSignal[] = [];
  // a stream that stays open until the client lets go of it
  const fetchMock = jest.fn(async (_url: string, init: RequestInit) => {
    if (init.signal) signals.push(init.signal);
    return new Promise<Response>(() => undefined);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const store = createStore();
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>{children}</JotaiProvider>
    </QueryClientProvider>
  );
  return { store, wrapper, fetchMock, signals };
}

describe('useLiveUpdates', () => {
  it('keeps one stream open while signed in, not reopened by a token refresh, and lets go on sign-out', async () => {
    const { store, wrapper, fetchMock, signals } = setup();
    store.set(sessionUserAtom, { firstName: 'Ada', lastName: 'Lovelace', sub: '7' });
    renderHook(() => useLiveUpdates(), { wrapper });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/v1/me/events');
    // a refresh writes a new user object for the same member
    act(() => store.set(sessionUserAtom, { firstName: 'Ada', lastName: 'Lovelace', sub: '7' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    act(() => store.set(sessionUserAtom, null));
    expect(signals[0]?.aborted).toBe(true);
  });

  it('opens the stream only once enabled (the host enables it after the first screen)', async () => {
    const { store, wrapper, fetchMock } = setup();
    store.set(sessionUserAtom, { firstName: 'Ada', lastName: 'Lovelace', sub: '7' });
    const { rerender } = renderHook(({ enabled }) => useLiveUpdates({ enabled }), {
      wrapper,
      initialProps: { enabled: false },
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/v1/me/events');
  });

  it("opens nothing when the member signs out before the stream's code has loaded", async () => {
    const { store, wrapper, fetchMock } = setup();
    store.set(sessionUserAtom, { firstName: 'Ada', lastName: 'Lovelace', sub: '7' });
    renderHook(() => useLiveUpdates(), { wrapper });
    act(() => store.set(sessionUserAtom, null));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens nothing when signed out', () => {
    const { wrapper, fetchMock } = setup();
    renderHook(() => useLiveUpdates(), { wrapper });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('useLiveFallbackInterval', () => {
  it('polls only while no stream is connected', () => {
    const { store, wrapper } = setup();
    const { result } = renderHook(() => useLiveFallbackInterval(), { wrapper });
    expect(result.current).toBe(LIVE_FALLBACK_POLL_MS);
    act(() => store.set(socketConnectedAtom, true));
    expect(result.current).toBe(false);
  });
});
