import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

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

/**
 * Renders a screen under the providers the host gives every remote (router, one QueryClient, one jotai store), at
 * `entry`, with a catch-all that reports any navigation away.
 */
export async function renderScreen(
  routePath: string,
  element: ReactElement,
  entry: string | { pathname: string; search?: string; state?: unknown },
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const store = createStore();
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(
      <QueryClientProvider client={queryClient}>
        <JotaiProvider store={store}>
          <MemoryRouter initialEntries={[entry]}>
            <Routes>
              <Route path={routePath} element={element} />
              <Route path="*" element={<Landed />} />
            </Routes>
          </MemoryRouter>
        </JotaiProvider>
      </QueryClientProvider>,
    );
  });
  return { ...(result as ReturnType<typeof render>), queryClient, store };
}
