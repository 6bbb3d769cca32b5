import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { StrictMode } from 'react';
import { RouterProvider, type createBrowserRouter } from '@beacon/react-router';

export interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
  store: ReturnType<typeof createStore>;
}

/** The host owns the one router, the one QueryClient and the one jotai store that every remote shares. */
export function App({ router, queryClient, store }: AppProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <JotaiProvider store={store}>
          <RouterProvider router={router} />
        </JotaiProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
