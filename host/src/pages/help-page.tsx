import { Page } from '@beacon/ui';

// Default export: React.lazy loads this page as its own chunk.
export default function HelpPage() {
  return <Page title="Need Help?" intro="Guides to searching, reports and protecting your data." />;
}
