import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { Suspense, useState } from 'react';
import { BrowserRouter, Link, Route, Routes, type RouteObject } from 'react-router-dom';

import '../tokens.css';
import { RouteSpinner } from '../loaders';
import { RouteErrorBoundary } from '../RouteErrorBoundary';
import styles from './dev-harness.module.css';

function RemoteRoutes({ routes }: { routes: RouteObject[] }) {
  return (
    <Routes>
      {routes.map((route) => (
        <Route key={route.path} path={route.path} element={route.element} />
      ))}
      <Route path="*" element={<p>Pick a route on the left.</p>} />
    </Routes>
  );
}

/**
 * Runs one remote on its own (`pnpm --filter @beacon/remote-<name> dev:standalone`): the providers the host
 * would give it and a list of its routes, without the host or the other remotes.
 */
export function DevHarness({ remote, routes }: { remote: string; routes: RouteObject[] }) {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider>
        <BrowserRouter>
          <div className={styles.harness}>
            <nav className={styles.nav} aria-label={`${remote} routes`}>
              <strong>{remote} (standalone)</strong>
              <ul>
                {routes.map((route) => (
                  <li key={route.path}>
                    <Link to={`/dashboard/${route.path ?? ''}`}>/dashboard/{route.path}</Link>
                  </li>
                ))}
              </ul>
            </nav>
            <main className={styles.main}>
              <RouteErrorBoundary>
                <Suspense fallback={<RouteSpinner />}>
                  <Routes>
                    <Route path="/dashboard/*" element={<RemoteRoutes routes={routes} />} />
                    <Route path="*" element={<p>Pick a route on the left.</p>} />
                  </Routes>
                </Suspense>
              </RouteErrorBoundary>
            </main>
          </div>
        </BrowserRouter>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
