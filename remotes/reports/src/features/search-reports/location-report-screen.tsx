import { Page } from '@beacon/ui';

// Default export: React.lazy loads this screen as its own chunk.
export default function LocationReportScreen() {
  return <Page title="Address Report" intro="Owner information and more for this address."></Page>;
}
