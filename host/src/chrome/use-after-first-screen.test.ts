import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';

import { createFirstScreenGate, useAfterFirstScreen as useGate } from './use-after-first-screen';

// The page's gate lasts for the life of the page, so each test uses a gate of its own.
function freshHook(queryClient?: QueryClient): () => boolean {
  const gate = createFirstScreenGate();
  if (queryClient) gate.awaitQueriesOf(queryClient);
  return () => useGate(gate);
}

/** A client with the screen's records on their way, and the answer that brings them in. */
function recordsInFlight(): { queryClient: QueryClient; answer: (value: string) => void } {
  const queryClient = new QueryClient();
  let resolve: (value: string) => void = () => undefined;
  void queryClient.fetchQuery({ queryKey: ['records'], queryFn: () => new Promise<string>((r) => (resolve = r)) });
  return { queryClient, answer: (value) => resolve(value) };
}

describe('useAfterFirstScreen', () => {
  const idleCallbacks: Array<() => void> = [];
  const frames: Array<() => void> = [];
  let readyState: DocumentReadyState;

  beforeEach(() => {
    idleCallbacks.length = 0;
    frames.length = 0;
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback: FrameRequestCallback) => {
      frames.push(() => callback(performance.now()));
      return frames.length;
    });
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

  it("waits for the first screen's data in flight and the frame that paints it, then for idle once more", async () => {
    const { queryClient, answer } = recordsInFlight();
    const useAfterFirstScreen = freshHook(queryClient);
    const { result } = renderHook(() => useAfterFirstScreen());
    act(() => idleCallbacks[0]!());
    // idle, but the screen's records are still on their way
    expect(result.current).toBe(false);
    expect(idleCallbacks).toHaveLength(1);
    await act(async () => answer('in'));
    // the records are in, not yet painted: no idle wait before the next frame
    expect(frames).toHaveLength(1);
    expect(idleCallbacks).toHaveLength(1);
    act(() => frames[0]!());
    // the task after the frame, i.e. after its paint
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(idleCallbacks).toHaveLength(2);
    act(() => idleCallbacks[1]!());
    expect(result.current).toBe(true);
  });

  it('waits while the screen says it is loading, frame by frame', async () => {
    const queryClient = new QueryClient();
    const useAfterFirstScreen = freshHook(queryClient);
    const busy = document.createElement('div');
    busy.setAttribute('aria-busy', 'true');
    document.body.append(busy);
    try {
      const { result } = renderHook(() => useAfterFirstScreen());
      // idle after the load, no query in flight: the screen still renders the answer it has
      act(() => idleCallbacks[0]!());
      act(() => frames[0]!());
      expect(frames).toHaveLength(2);
      busy.setAttribute('aria-busy', 'false');
      act(() => frames[1]!());
      expect(frames).toHaveLength(2);
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(idleCallbacks).toHaveLength(2);
      act(() => idleCallbacks[1]!());
      expect(result.current).toBe(true);
    } finally {
      busy.remove();
    }
  });

  it('does not wait for frames that a page in a background tab never paints', async () => {
    // the frames stay the test's: none comes
    jest.useFakeTimers({ doNotFake: ['requestAnimationFrame'] });
    try {
      const { queryClient, answer } = recordsInFlight();
      const useAfterFirstScreen = freshHook(queryClient);
      const { result } = renderHook(() => useAfterFirstScreen());
      act(() => idleCallbacks[0]!());
      await act(async () => answer('in'));
      await act(() => jest.advanceTimersByTimeAsync(2_999));
      expect(idleCallbacks).toHaveLength(1);
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(idleCallbacks).toHaveLength(2);
      act(() => idleCallbacks[1]!());
      expect(result.current).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops waiting for data that does not come after a few seconds', () => {
    jest.useFakeTimers({ doNotFake: ['requestAnimationFrame'] });
    try {
      const queryClient = new QueryClient();
      void queryClient.fetchQuery({ queryKey: ['hanging'], queryFn: () => new Promise<string>(() => undefined) });
      const useAfterFirstScreen = freshHook(queryClient);
      const { result } = renderHook(() => useAfterFirstScreen());
      act(() => idleCallbacks[0]!());
      act(() => jest.advanceTimersByTime(2_999));
      expect(idleCallbacks).toHaveLength(1);
      act(() => jest.advanceTimersByTime(1));
      act(() => frames[0]!());
      act(() => jest.advanceTimersByTime(0));
      act(() => idleCallbacks[1]!());
      expect(result.current).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
