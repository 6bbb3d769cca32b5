import { Page } from '@beacon/ui';

// Default export: React.lazy loads this screen as its own chunk.
export default function CreateRecordScreen() {
  return <Page title="Create Record" intro="We are preparing your report."></Page>;
}
