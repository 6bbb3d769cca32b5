import { useSyncExternalStore } from 'react';

// What a member does not see on the first screen (the footer's links, the live-update stream, page-view events)
// waits for the page's load and then for the browser to be idle, so its requests do not queue with the screen's own
// for the six connections a browser opens to one origin (issue 19: on slow 4G they delayed the screen's data).
// Once reached, it stays reached for the life of the page: later screens need no wait.
const IDLE_TIMEOUT_MS = 2_000;

export interface FirstScreenGate {
  subscribe(listener: () => void): () => void;
  reached(): boolean;
}

export function createFirstScreenGate(): FirstScreenGate {
  let reached = false;
  let scheduled = false;
  const listeners = new Set<() => void>();

  const reach = () => {
    reached = true;
    for (const listener of listeners) listener();
    listeners.clear();
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(reach, { timeout: IDLE_TIMEOUT_MS });
    } else {
      window.setTimeout(reach, 0);
    }
  };

  return {
    subscribe(listener) {
      if (reached) return () => undefined;
      listeners.add(listener);
      if (!scheduled) {
        scheduled = true;
        if (document.readyState === 'complete') whenIdle();
        else window.addEventListener('load', whenIdle, { once: true });
      }
      return () => listeners.delete(listener);
    },
    reached: () => reached,
  };
}

const pageGate = createFirstScreenGate();

/** False until the page has loaded and the browser was idle once; true from then on. */
export function useAfterFirstScreen(gate: FirstScreenGate = pageGate): boolean {
  return useSyncExternalStore(gate.subscribe, gate.reached, () => false);
}
