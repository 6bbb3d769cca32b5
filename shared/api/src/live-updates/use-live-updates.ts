import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useEffect } from 'react';

import { sessionUserAtom, socketConnectedAtom, useAtomSnapshot } from '@beacon/session';

import { reportClientError } from '@beacon/api/client';
import type { LiveUpdatesConnection } from './connect-live-updates';

/** How often the chrome's notification queries poll while no live-update stream is connected (the fallback). */
export const LIVE_FALLBACK_POLL_MS = 60_000;

/**
 * Keeps the member's live-update stream open while signed in and `enabled` (the host opens it once the first screen
 * has shown: the stream holds one of the browser's connections for as long as it is open); the host calls it once,
 * in the signed-in chrome. The effect depends on being signed in, not on the user object, so a token refresh does
 * not reopen the stream. Until it is open, the chrome's queries poll (useLiveFallbackInterval).
 *
 * The stream's code (its reader, eventsource-parser and the events' contract, about 2 KiB compressed) is fetched when
 * the stream opens, after the first screen, instead of with the host's first chunks: a cold first screen loads less
 * (issue 19's 170 KiB budget). Should that chunk fail to load, the queries go on polling.
 */
export function useLiveUpdates({ enabled = true }: { enabled?: boolean } = {}): void {
  const queryClient = useQueryClient();
  const store = useStore();
  const signedIn = useAtomSnapshot(sessionUserAtom) !== null;
  useEffect(() => {
    if (!signedIn || !enabled) return undefined;
    let connection: LiveUpdatesConnection | null = null;
    let closed = false;
    import(/* webpackChunkName: "live-updates" */ './connect-live-updates').then(({ connectLiveUpdates }) => {
      if (!closed) connection = connectLiveUpdates({ queryClient, store });
    }, reportClientError);
    return () => {
      closed = true;
      connection?.close();
    };
  }, [signedIn, enabled, queryClient, store]);
}

/** `refetchInterval` of a query that live updates keep fresh: none while the stream is up, polling otherwise. */
export function useLiveFallbackInterval(): number | false {
  return useAtomSnapshot(socketConnectedAtom) ? false : LIVE_FALLBACK_POLL_MS;
}
