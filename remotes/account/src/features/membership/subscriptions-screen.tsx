import { Page } from '@beacon/ui';

// Default export: React.lazy loads this screen as its own chunk.
export default function SubscriptionsScreen() {
  return <Page title="Membership Settings" intro="Your subscriptions and what they include."></Page>;
}
