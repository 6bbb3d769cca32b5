import type { QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';

// What a member does not see on the first screen (the footer's links, the live-update stream, page-view events)
// waits for the page's load, then for the first screen's data (the queries in flight) and for the screen to show it,
// then for the browser to be idle, so its requests do not queue with the screen's own for the six connections a
// browser opens to one origin (issue 19: on slow 4G they delayed the screen's data; the load alone came before the
// data was even asked for). Once reached, it stays reached for the life of the page: later screens need no wait.
const IDLE_TIMEOUT_MS = 2_000;
/**
 * A query that hangs (or a screen that polls) holds the rest back this long at most; so does a screen that stays
 * busy, or a page in a background tab, which paints no frame.
 */
const DATA_TIMEOUT_MS = 3_000;
/** What a screen shows while it waits for something (the same markers screen readers announce). */
const BUSY_SELECTOR = '[aria-busy="true"], [role="status"][aria-label^="Loading"]';

export interface FirstScreenGate {
  subscribe(listener: () => void): () => void;
  reached(): boolean;
  /** Also wait for this client's queries in flight after the load (bootstrap.tsx passes the app's client). */
  awaitQueriesOf(queryClient: QueryClient): void;
}

export function createFirstScreenGate(): FirstScreenGate {
  let reached = false;
  let scheduled = false;
  let queryClient: QueryClient | null = null;
  const listeners = new Set<() => void>();

  const reach = () => {
    reached = true;
    for (const listener of listeners) listener();
    listeners.clear();
  };
  const whenIdle = (then: () => void) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(then, { timeout: IDLE_TIMEOUT_MS });
    } else {
      window.setTimeout(then, 0);
    }
  };
  // The data's answer renders in the tasks after it, in slices where a screen defers it, and the browser can be idle
  // before that render ends or before the frame that paints it: the live-update stream's chunk was then requested
  // before the dashboard's content showed, in 2 cold loads of 12 (4 of 12 on /dashboard/reports). So each animation
  // frame until nothing on the page says it is loading, then the task after that frame, which runs after its paint.
  const whenShown = (then: () => void) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      window.clearTimeout(deadline);
      then();
    };
    const deadline = window.setTimeout(finish, DATA_TIMEOUT_MS);
    const onFrame = () => {
      if (done) return;
      if (document.querySelector(BUSY_SELECTOR)) window.requestAnimationFrame(onFrame);
      else window.setTimeout(finish, 0);
    };
    window.requestAnimationFrame(onFrame);
  };
  // Checked once the browser is idle after the load: by then the first screen has rendered and asked for its data.
  const whenDataIn = () => {
    const client = queryClient;
    if (!client) {
      reach();
      return;
    }
    if (client.isFetching() === 0) {
      whenShown(() => whenIdle(reach));
      return;
    }
    let waiting = true;
    const stop = () => {
      if (!waiting) return;
      waiting = false;
      unsubscribe();
      window.clearTimeout(timer);
      whenShown(() => whenIdle(reach));
    };
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() === 0) stop();
    });
    const timer = window.setTimeout(stop, DATA_TIMEOUT_MS);
  };
  const afterLoad = () => whenIdle(whenDataIn);

  return {
    subscribe(listener) {
      if (reached) return () => undefined;
      listeners.add(listener);
      if (!scheduled) {
        scheduled = true;
        if (document.readyState === 'complete') afterLoad();
        else window.addEventListener('load', afterLoad, { once: true });
      }
      return () => listeners.delete(listener);
    },
    reached: () => reached,
    awaitQueriesOf(client) {
      queryClient = client;
    },
  };
}

/** The page's one gate: its users share one wait. */
export const firstScreenGate = createFirstScreenGate();

/** False until the page has loaded, its first screen's data is in and the browser was idle; true from then on. */
export function useAfterFirstScreen(gate: FirstScreenGate = firstScreenGate): boolean {
  // Not useSyncExternalStore: its updates render synchronously, and what the gate lets in (the footer's links, the
  // notifications, the live-update stream) rendered in one task of about 40 ms here, 170 ms on Lighthouse's mobile
  // CPU (issue 19, total blocking time). As a transition React renders it in slices.
  const [reached, setReached] = useState(gate.reached);
  useEffect(() => {
    if (reached) return undefined;
    const reach = () => startTransition(() => setReached(true));
    const unsubscribe = gate.subscribe(reach);
    // reached between this component's render and this effect: the gate calls no one any more
    if (gate.reached()) reach();
    return unsubscribe;
  }, [gate, reached]);
  return reached;
}
