import { Page } from '@beacon/ui';

// Default export: React.lazy loads this page as its own chunk.
export default function TermsOfUsePage() {
  return <Page title="Terms of Use" intro="The terms that govern your use of Beacon." />;
}
