import { Page } from '@beacon/ui';

// Default export: React.lazy loads this screen as its own chunk.
export default function RecordsListScreen() {
  return <Page title="Reports" intro="Every report you have opened, newest first."></Page>;
}
