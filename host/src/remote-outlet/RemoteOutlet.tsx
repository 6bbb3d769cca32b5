import { use, useEffect } from 'react';
import { useLocation, useRoutes } from '@beacon/react-router';
import { useQueryClient } from '@tanstack/react-query';

import { isKnownPagePath, matchRemoteRoute, type RemoteName } from '@beacon/platform';
import { NotFoundScreen } from '@beacon/ui';

import { recordRemoteView } from '../features/release-health/release-health';
import { loadRemoteModule } from '../federation/load-remote-module';
import { remoteForPath } from '../routing/remote-prefixes';

function RemoteRoutes({ remote }: { remote: RemoteName }) {
  const { routes, prefetch } = use(loadRemoteModule(remote, 'routes'));
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  // In render, before the screen suspends on its chunk: the route's data is requested while its code loads. The
  // query cache makes this idempotent (a fresh or pending query is not fetched again).
  const route = matchRemoteRoute(pathname);
  // `?.` on prefetch too: a release of the remote from before prefetch was required may still be live (remotes
  // deploy on their own), and it must still render.
  if (route?.remote === remote) prefetch?.[route.key]?.(route.params, queryClient, search);
  // a screen of the remote was committed: the denominator of its release's error rates (issue 60)
  useEffect(() => recordRemoteView(remote), [remote, pathname]);
  return useRoutes(routes) ?? <NotFoundScreen />;
}

/** Renders the remote that owns the current /dashboard path; its routes are relative to /dashboard. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  // A path that is no page (the edge answered it with 404) is not found without loading the remote its prefix names.
  if (!remote || !isKnownPagePath(pathname)) return <NotFoundScreen />;
  return <RemoteRoutes key={remote} remote={remote} />;
}
