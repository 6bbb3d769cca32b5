import { use } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';

import type { RemoteName } from '@beacon/platform';

import { loadRemoteModule } from '../federation/load-remote-module';
import NotFoundPage from '../pages/not-found-page';
import { remoteForPath } from '../routing/remote-prefixes';

function RemoteRoutes({ remote }: { remote: RemoteName }) {
  const { routes } = use(loadRemoteModule(remote, 'routes'));
  return useRoutes(routes) ?? <NotFoundPage />;
}

/** Renders the remote that owns the current /dashboard path; its routes are relative to /dashboard. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (!remote) return <NotFoundPage />;
  return <RemoteRoutes key={remote} remote={remote} />;
}
