import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { StrictMode, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import { sessionUserAtom, type SessionUser } from '@beacon/session';

/** Shows where a screen navigated to, with the navigation state, so tests can assert redirects. */
export function Landed() {
  const location = useLocation();
  return (
    <p>
      landed on {location.pathname}
      {location.search}
      {location.state ? ` with ${JSON.stringify(location.state)}` : ''}
    </p>
  );
}

export const signedInUser: SessionUser = { firstName: 'Grace', lastName: 'Okafor', sub: '3' };

export interface RenderScreenOptions {
  /** The session user; signed in as Grace (account 3) unless told otherwise. */
  user?: SessionUser | null;
  /** Render inside React.StrictMode, as the host's development build does. */
  strict?: boolean;
}

/**
 * Renders a screen under the providers the host gives every remote (router, one QueryClient, one jotai store with
 * the session user), at `entry`, with a catch-all that reports any navigation away.
 */
export async function renderScreen(
  routePath: string,
  element: ReactElement,
  entry: string | { pathname: string; search?: string; state?: unknown },
  options: RenderScreenOptions = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const store = createStore();
  store.set(sessionUserAtom, options.user === undefined ? signedInUser : options.user);
  const tree = (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path={routePath} element={element} />
            <Route path="*" element={<Landed />} />
          </Routes>
        </MemoryRouter>
      </JotaiProvider>
    </QueryClientProvider>
  );
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(options.strict ? <StrictMode>{tree}</StrictMode> : tree);
  });
  return { ...(result as ReturnType<typeof render>), queryClient, store };
}
