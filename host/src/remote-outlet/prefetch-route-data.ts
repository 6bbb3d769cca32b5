import type { QueryClient } from '@tanstack/react-query';

import { nextTask } from '@beacon/api';
import { matchRemoteRoute } from '@beacon/platform';

import { loadRemoteModule } from '../federation/load-remote-module';

/**
 * Starts the data of the remote route the page opens on as soon as that remote's routes module is in. `RemoteRoutes`
 * calls the same prefetch when it renders, but on a cold load that render came after the first screen's commit: the
 * person report's data was asked for about 0.8 s later at Lighthouse's 4× CPU, after the chrome's requests (issue 19).
 * The query cache makes the second call a no-op. The prefetch runs in the task after the one that ran the routes
 * module (with the remote's modules it imports), so that the two are not one long task (about 100 ms at Lighthouse's
 * 4× CPU). A routes module that fails to load is the outlet's to report: the promise settles, never rejects.
 */
export function prefetchRouteData(
  queryClient: QueryClient,
  { pathname, search }: Pick<Location, 'pathname' | 'search'> = window.location,
): Promise<void> {
  const route = matchRemoteRoute(pathname);
  if (!route) return Promise.resolve();
  return loadRemoteModule(route.remote, 'routes').then(
    async ({ prefetch }) => {
      await nextTask();
      return prefetch?.[route.key]?.(route.params, queryClient, search);
    },
    () => undefined,
  );
}
