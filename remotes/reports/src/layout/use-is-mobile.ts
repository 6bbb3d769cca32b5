import { useSyncExternalStore } from 'react';

import { LAYOUT_BREAKPOINT_PX } from '@beacon/platform';

const MOBILE_QUERY = `(max-width: ${LAYOUT_BREAKPOINT_PX - 1}px)`;

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(MOBILE_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the window is narrower than the layout breakpoint (spec §9: 1200), following resizes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
