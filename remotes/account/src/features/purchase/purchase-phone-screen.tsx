import { Page } from '@beacon/ui';

// Default export: React.lazy loads this screen as its own chunk.
export default function PurchasePhoneScreen() {
  return <Page title="Purchase Phone Report" intro="Unlock a full phone report."></Page>;
}
