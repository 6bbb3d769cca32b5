import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { StrictMode } from 'react';
import { BrowserRouter } from '@beacon/react-router';

import { AppRoutes } from './routing/AppRoutes';
import { GlobalErrorBoundary } from './routing/GlobalErrorBoundary';
import { SessionEndedRedirect } from './routing/SessionEndedRedirect';

export interface AppProps {
  queryClient: QueryClient;
  store: ReturnType<typeof createStore>;
}

/**
 * The host owns the one router, the one QueryClient and the one jotai store that every remote shares. The router is
 * the declarative BrowserRouter: no route uses loaders or actions, and the data router would add half of
 * react-router to every first load (issue 19).
 */
export function App({ queryClient, store }: AppProps) {
  return (
    <StrictMode>
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
