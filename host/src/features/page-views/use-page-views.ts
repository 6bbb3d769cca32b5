import { useEffect } from 'react';
import { useLocation } from '@beacon/react-router';

import { postEvent } from '@beacon/api';

/** A `navigation:view` event per route (spec §7): host, path and the route pattern's first segments. */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const route = pathname.split('/').slice(0, 3).join('/') || '/';
    void postEvent('navigation:view', { host: window.location.host, path: pathname, route });
  }, [pathname]);
}
