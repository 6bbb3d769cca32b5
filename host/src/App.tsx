import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { StrictMode } from 'react';
import { BrowserRouter } from '@beacon/react-router';

import { AppRoutes } from './routing/AppRoutes';
import { GlobalErrorBoundary } from './routing/GlobalErrorBoundary';
import { SessionEndedRedirect } from './routing/SessionEndedRedirect';
import { FirstCommitSignal } from './start-up/FirstCommitSignal';

export interface AppProps {
  queryClient: QueryClient;
  store: ReturnType<typeof createStore>;
  /** Called once React has committed the first render (bootstrap.tsx holds the API's requests until it is painted). */
  onFirstCommit?: () => void;
}

/**
 * The host owns the one router, the one QueryClient and the one jotai store that every remote shares. The router is
 * the declarative BrowserRouter: no route uses loaders or actions, and the data router would add half of
 * react-router to every first load (issue 19).
 */
export function App({ queryClient, store, onFirstCommit = noop }: AppProps) {
  return (
    <StrictMode>
      <FirstCommitSignal onCommit={onFirstCommit} />
      <QueryClientProvider client={queryClient}>
        <JotaiProvider store={store}>
          <BrowserRouter>
            <GlobalErrorBoundary>
              <SessionEndedRedirect queryClient={queryClient} />
              <AppRoutes />
            </GlobalErrorBoundary>
          </BrowserRouter>
        </JotaiProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}

function noop() {}
