import { Page } from '@beacon/ui';

// Default export: React.lazy loads this screen as its own chunk.
export default function MyBillingScreen() {
  return <Page title="Payment Settings" intro="Your saved payment options."></Page>;
}
