import { Suspense, use } from 'react';

import { Page, RouteErrorBoundary, RouteSpinner } from '@beacon/ui';

import { loadRemoteModule } from '../../federation/load-remote-module';

function DashboardSearch() {
  const { SearchPanel } = use(loadRemoteModule('search', 'SearchPanel'));
  return <SearchPanel />;
}

// Default export: React.lazy loads this page as its own chunk.
export default function DashboardHomePage() {
  return (
    <Page title="Home" intro="Search U.S. public records and keep an eye on what matters to you.">
      {/* The search remote's panel sits on the dashboard as well as in the header (spec §2.2). */}
      <RouteErrorBoundary>
        <Suspense fallback={<RouteSpinner label="Loading search" />}>
          <DashboardSearch />
        </Suspense>
      </RouteErrorBoundary>
    </Page>
  );
}
