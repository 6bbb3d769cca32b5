import { Page } from '@beacon/ui';

// Default export: React.lazy loads this screen as its own chunk.
export default function GuardianIdentitySetupScreen() {
  return <Page title="Identity Monitoring Setup" intro="Choose the identity details Guardian watches for you."></Page>;
}
