import { Page } from '@beacon/ui';

// Default export: React.lazy loads this page as its own chunk.
export default function OptOutPage() {
  return <Page title="Opt Out" intro="Ask us to remove your record from Beacon's search results." />;
}
