import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

import { logout } from '@beacon/api';
import { paths } from '@beacon/platform';
import { clearTokens, readTokens, sessionUserAtom } from '@beacon/session';
import { RouteSpinner } from '@beacon/ui';

// Default export: React.lazy loads this page as its own chunk.
export default function LogoutPage() {
  const navigate = useNavigate();
  const setSessionUser = useSetAtom(sessionUserAtom);

  useEffect(() => {
    const refreshToken = readTokens()?.refreshToken;
    // Tokens and the apiV2 cookie go at once; the server is told to revoke the login in the background.
    clearTokens();
    setSessionUser(null);
    void logout(refreshToken).finally(() => navigate(paths.login, { replace: true }));
  }, [navigate, setSessionUser]);

  return <RouteSpinner label="Signing out" />;
}
