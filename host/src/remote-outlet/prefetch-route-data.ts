import type { QueryClient } from '@tanstack/react-query';

import { nextTask } from '@beacon/api';
import { matchRemoteRoute, paths } from '@beacon/platform';

import { loadRemoteModule } from '../federation/load-remote-module';

/**
 * Starts the data of the remote route the page opens on as soon as that remote's routes module is in (on a host page,
 * the remote module its first screen shows: see FIRST_SCREEN_MODULES). `RemoteRoutes`
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
  if (!route) return loadFirstScreenModule(pathname);
  return loadRemoteModule(route.remote, 'routes').then(
    async ({ prefetch }) => {
      await nextTask();
      return prefetch?.[route.key]?.(route.params, queryClient, search);
    },
    () => undefined,
  );
}

/**
 * Host pages whose first screen shows a remote's module (the dashboard's search panel, spec §2.2), started with the
 * page like a remote route's data. Asked for when the page rendered, the panel was still loading when the page
 * committed: the page showed "Loading search", and React held the panel back for its 300 ms fallback throttle once it
 * came (issue 19: the dashboard's content 300 ms after its JS was in).
 */
const FIRST_SCREEN_MODULES: Partial<Record<string, () => Promise<unknown>>> = {
  [paths.dashboard]: () => loadRemoteModule('search', 'SearchPanel'),
};

function loadFirstScreenModule(pathname: string): Promise<void> {
  const load = FIRST_SCREEN_MODULES[pathname.replace(/(.)\/$/, '$1')];
  // a failed load is the page's error boundary's to show
  return load ? load().then(noop, noop) : Promise.resolve();
}

const noop = () => undefined;
