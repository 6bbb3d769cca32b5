import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@beacon/react-router';

import { paths } from '@beacon/platform';
import { onSessionEnded } from '@beacon/session';

/**
 * Whatever ended the session, nothing the member read stays cached. A 403, or a 401 whose refresh failed, goes back
 * to /login remembering where the member was; signing out goes there by itself.
 */
export function SessionEndedRedirect({ queryClient }: { queryClient: QueryClient }) {
  const navigate = useNavigate();
  const location = useLocation();
  const current = useRef(location);
  useEffect(() => {
    current.current = location;
  }, [location]);
  useEffect(
    () =>
      onSessionEnded((reason) => {
        queryClient.clear();
        if (reason === 'logout') return;
        const { pathname, search, hash } = current.current;
        if (pathname !== paths.login) {
          void navigate(paths.login, { replace: true, state: { from: pathname + search + hash } });
        }
      }),
    [navigate, queryClient],
  );
  return null;
}
