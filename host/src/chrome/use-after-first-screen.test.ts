import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';

import { createFirstScreenGate, useAfterFirstScreen as useGate } from './use-after-first-screen';

// The page's gate lasts for the life of the page, so each test uses a gate of its own.
function freshHook(queryClient?: QueryClient): () => boolean {
  const gate = createFirstScreenGate();
  if (queryClient) gate.awaitQueriesOf(queryClient);
  return () => useGate(gate);
}

describe('useAfterFirstScreen', () => {
  const idleCallbacks: Array<() => void> = [];
  let readyState: DocumentReadyState;

  beforeEach(() => {
    idleCallbacks.length = 0;
    readyState = 'complete';
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
      idleCallbacks.push(() => callback({ didTimeout: false, timeRemaining: () => 10 }));
      return idleCallbacks.length;
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    Reflect.deleteProperty(window, 'requestIdleCallback');
  });

  it('is false until the browser is idle after the load, then true for every later user', () => {
    const useAfterFirstScreen = freshHook();
    const first = renderHook(() => useAfterFirstScreen());
    const second = renderHook(() => useAfterFirstScreen());
    expect(first.result.current).toBe(false);
    expect(second.result.current).toBe(false);
    // one idle wait for the page, however many components ask
    expect(idleCallbacks).toHaveLength(1);
    act(() => idleCallbacks[0]!());
    expect(first.result.current).toBe(true);
    expect(second.result.current).toBe(true);
    expect(renderHook(() => useAfterFirstScreen()).result.current).toBe(true);
  });

  it('waits for the page to finish loading before it waits for idle', () => {
    readyState = 'loading';
    const useAfterFirstScreen = freshHook();
    const { result } = renderHook(() => useAfterFirstScreen());
    expect(idleCallbacks).toHaveLength(0);
    act(() => {
      readyState = 'complete';
      window.dispatchEvent(new Event('load'));
    });
    expect(result.current).toBe(false);
    act(() => idleCallbacks[0]!());
    expect(result.current).toBe(true);
  });

  it('falls back to the next task where requestIdleCallback is missing (Safari)', async () => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    const useAfterFirstScreen = freshHook();
    const { result } = renderHook(() => useAfterFirstScreen());
    expect(result.current).toBe(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(result.current).toBe(true);
  });

  it("waits for the first screen's data in flight, then for idle once more", async () => {
    const queryClient = new QueryClient();
    let answer: (value: string) => void = () => undefined;
    void queryClient.fetchQuery({ queryKey: ['records'], queryFn: () => new Promise<string>((r) => (answer = r)) });
    const useAfterFirstScreen = freshHook(queryClient);
    const { result } = renderHook(() => useAfterFirstScreen());
    act(() => idleCallbacks[0]!());
    // idle, but the screen's records are still on their way
    expect(result.current).toBe(false);
    expect(idleCallbacks).toHaveLength(1);
    await act(async () => answer('in'));
    expect(idleCallbacks).toHaveLength(2);
    act(() => idleCallbacks[1]!());
    expect(result.current).toBe(true);
  });

  it('stops waiting for data that does not come after a few seconds', () => {
    jest.useFakeTimers();
    try {
      const queryClient = new QueryClient();
      void queryClient.fetchQuery({ queryKey: ['hanging'], queryFn: () => new Promise<string>(() => undefined) });
      const useAfterFirstScreen = freshHook(queryClient);
      const { result } = renderHook(() => useAfterFirstScreen());
      act(() => idleCallbacks[0]!());
      act(() => jest.advanceTimersByTime(2_999));
      expect(idleCallbacks).toHaveLength(1);
      act(() => jest.advanceTimersByTime(1));
      act(() => idleCallbacks[1]!());
      expect(result.current).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
