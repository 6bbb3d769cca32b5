import { useRoutes } from '@beacon/react-router';

import { appRoutes } from './app-routes';

/** The platform's routes, rendered by the one BrowserRouter of App. */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
