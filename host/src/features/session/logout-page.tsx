import { useEffect } from 'react';
import { useNavigate } from '@beacon/react-router';

import { logout } from '@beacon/api';
import { paths } from '@beacon/platform';
import { endSession, readTokens } from '@beacon/session';
import { RouteSpinner } from '@beacon/ui';

// Default export: React.lazy loads this page as its own chunk.
export default function LogoutPage() {
  const navigate = useNavigate();

  useEffect(() => {
    const refreshToken = readTokens()?.refreshToken;
    // Tokens and the apiV2 cookie go at once; the server is told to revoke the login in the background.
    endSession('logout');
    void logout(refreshToken).finally(() => navigate(paths.login, { replace: true }));
  }, [navigate]);

  return <RouteSpinner label="Signing out" />;
}
