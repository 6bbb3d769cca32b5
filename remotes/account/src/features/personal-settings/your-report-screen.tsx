import { Page } from '@beacon/ui';

// Default export: React.lazy loads this screen as its own chunk.
export default function YourReportScreen() {
  return <Page title="My Report" intro="The report you confirmed as your own."></Page>;
}
