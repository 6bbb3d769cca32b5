import { Page } from '@beacon/ui';

// Default export: React.lazy loads this page as its own chunk.
export default function DashboardHomePage() {
  return <Page title="Home" intro="Search U.S. public records and keep an eye on what matters to you." />;
}
