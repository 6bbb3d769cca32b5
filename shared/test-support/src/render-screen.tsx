import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import { sessionUserAtom, type SessionUser } from '@beacon/session';

import { signedInUser } from './signed-in-user';

export { signedInUser };

type Entry = string | { pathname: string; search?: string; state?: unknown };

export interface ProviderOptions {
  /** The session user in the jotai store; none is set when left out. */
  user?: SessionUser | null;
  /** Render inside React.StrictMode, as the host's development build does. */
  strict?: boolean;
}

/** The providers the host gives every screen: one QueryClient (no retries) and one jotai store, around a router. */
function providers(entry: Entry, options: ProviderOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const store = createStore();
  if (options.user !== undefined) store.set(sessionUserAtom, options.user);
  const wrap = (children: ReactNode) => {
    const tree = (
      <QueryClientProvider client={queryClient}>
        <JotaiProvider store={store}>
          <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>
        </JotaiProvider>
      </QueryClientProvider>
    );
    return options.strict ? <StrictMode>{tree}</StrictMode> : tree;
  };
  return { queryClient, store, wrap };
}

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

export interface RenderScreenOptions extends ProviderOptions {
  /** The session user; signed in as Grace (account 3) unless told otherwise (null: signed out). */
  user?: SessionUser | null;
}

/**
 * Renders a remote's screen under the providers the host gives every remote (router, one QueryClient, one jotai store
 * with the session user), at `entry`, with a catch-all that reports any navigation away.
 */
export async function renderScreen(
  routePath: string,
  element: ReactElement,
  entry: Entry,
  options: RenderScreenOptions = {},
) {
  const { queryClient, store, wrap } = providers(entry, {
    ...options,
    user: options.user === undefined ? signedInUser : options.user,
  });
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(
      wrap(
        <Routes>
          <Route path={routePath} element={element} />
          <Route path="*" element={<Landed />} />
        </Routes>,
      ),
    );
  });
  return { ...(result as ReturnType<typeof render>), queryClient, store };
}

/**
 * Renders a piece of the host (or any component) with the providers the host gives every screen, at `path`
 * (/dashboard unless told otherwise), with no session user unless given one.
 */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions & { path?: string } = {}) {
  const { queryClient, store, wrap } = providers(options.path ?? '/dashboard', options);
  const result = render(wrap(ui));
  return { ...result, queryClient, store };
}
