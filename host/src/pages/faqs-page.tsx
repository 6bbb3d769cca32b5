import { Page } from '@beacon/ui';

// Default export: React.lazy loads this page as its own chunk.
export default function FaqsPage() {
  return <Page title="FAQs" intro="Answers to the questions members ask most." />;
}
