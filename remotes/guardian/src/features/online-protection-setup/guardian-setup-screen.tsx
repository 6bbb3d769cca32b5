import { Page } from '@beacon/ui';

// Default export: React.lazy loads this screen as its own chunk.
export default function GuardianSetupScreen() {
  return <Page title="Guardian Setup" intro="Set up Guardian to protect your personal data online."></Page>;
}
