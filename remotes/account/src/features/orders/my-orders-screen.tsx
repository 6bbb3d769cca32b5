import { Page } from '@beacon/ui';

// Default export: React.lazy loads this screen as its own chunk.
export default function MyOrdersScreen() {
  return <Page title="Order History" intro="Everything you have ordered."></Page>;
}
