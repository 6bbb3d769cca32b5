import { Page } from '@beacon/ui';

// Default export: React.lazy loads this screen as its own chunk.
export default function PurchaseScreen() {
  return <Page title="Purchase" intro="Add reports and protection to your membership."></Page>;
}
