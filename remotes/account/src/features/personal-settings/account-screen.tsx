import { Page } from '@beacon/ui';

// Default export: React.lazy loads this screen as its own chunk.
export default function AccountScreen() {
  return <Page title="Account" intro="Your personal, membership and payment settings."></Page>;
}
