import { Page } from '@beacon/ui';

// Default export: React.lazy loads this screen as its own chunk.
export default function GuardianResultsScreen() {
  return <Page title="Guardian Scan Results" intro="What Guardian found about you online."></Page>;
}
