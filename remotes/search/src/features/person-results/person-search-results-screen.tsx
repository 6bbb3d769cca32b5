import { Page } from '@beacon/ui';

// Default export: React.lazy loads this screen as its own chunk.
export default function PersonSearchResultsScreen() {
  return <Page title="Person Search Results" intro="People in U.S. public records matching your search."></Page>;
}
