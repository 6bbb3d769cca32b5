import { useEffect, useRef } from 'react';
import { useLocation } from '@beacon/react-router';

import { postEvent } from '@beacon/api';

import { useAfterFirstScreen } from '../../chrome/use-after-first-screen';

/**
 * A `navigation:view` event per route (spec §7): host, path and the route pattern's first segments. The views of
 * the first moments are kept and sent once the first screen has shown, so the event does not queue with its data.
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const afterFirstScreen = useAfterFirstScreen();
  const unsent = useRef<string[]>([]);
  useEffect(() => {
    unsent.current.push(pathname);
  }, [pathname]);
  useEffect(() => {
    if (!afterFirstScreen) return;
    for (const path of unsent.current.splice(0)) {
      const route = path.split('/').slice(0, 3).join('/') || '/';
      void postEvent('navigation:view', { host: window.location.host, path, route });
    }
  }, [pathname, afterFirstScreen]);
}
