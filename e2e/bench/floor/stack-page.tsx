import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { BrowserRouter, useRoutes } from '@beacon/react-router';

import { fetchReport } from './report-lines';
import { ReportLines } from './ReportLines';

// Floor 2: the client stack every Beacon page starts with (React, react-dom, the shared router facade as the host
// uses it, React Query), and nothing of Beacon's own: no session, no API client, no contract, no chrome, no styles.

function ReportPage() {
  const { data, error } = useQuery({ queryKey: ['report'], queryFn: fetchReport });
  if (error) return <p role="alert">{String(error)}</p>;
  if (data === undefined) return <p role="status">Loading report…</p>;
  return <ReportLines answer={data} />;
}

function Routes() {
  return useRoutes([{ path: '*', element: <ReportPage /> }]);
}

const root = document.getElementById('root');
if (!root) throw new Error('the floor page has no #root');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <BrowserRouter>
        <Routes />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
