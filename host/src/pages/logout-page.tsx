import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';

import { paths } from '@beacon/platform';
import { clearTokens } from '@beacon/session';

// Default export: React.lazy loads this page as its own chunk.
export default function LogoutPage() {
  useEffect(() => clearTokens(), []);
  clearTokens();
  return <Navigate to={paths.login} replace />;
}
