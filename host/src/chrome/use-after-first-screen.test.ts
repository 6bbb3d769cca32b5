import { act, renderHook } from '@testing-library/react';

import { createFirstScreenGate, useAfterFirstScreen as useGate } from './use-after-first-screen';

// The page's gate lasts for the life of the page, so each test uses a gate of its own.
function freshHook(): () => boolean {
  const gate = createFirstScreenGate();
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
});
