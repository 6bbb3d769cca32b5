import { Page } from '@beacon/ui';

// Default export: React.lazy loads this screen as its own chunk.
export default function GuardianInitialResultsScreen() {
  return <Page title="Guardian Initial Results" intro="The first results of your Guardian scan."></Page>;
}
