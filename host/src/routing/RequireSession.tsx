import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@beacon/react-router';

import { paths } from '@beacon/platform';
import { hasSession } from '@beacon/session';

/** Everything under /dashboard needs both tokens; otherwise go to /login and remember where the member was. */
export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!hasSession()) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login} replace state={{ from }} />;
  }
  return children;
}
