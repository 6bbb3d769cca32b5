import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@beacon/react-router';

import { isKnownPagePath, paths } from '@beacon/platform';
import { hasSession } from '@beacon/session';
import { NotFoundScreen } from '@beacon/ui';

import { PublicLayout } from '../chrome/PublicLayout';

/**
 * Everything under /dashboard needs both tokens; otherwise go to /login and remember where the member was. A path
 * that is no page at all is not found for anyone (the edge answered it with 404): signing in would not change that.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!hasSession()) {
    if (!isKnownPagePath(location.pathname)) {
      return (
        <PublicLayout>
          <NotFoundScreen />
        </PublicLayout>
      );
    }
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login} replace state={{ from }} />;
  }
  return children;
}
