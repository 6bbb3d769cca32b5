import { Page } from '@beacon/ui';

// Default export: React.lazy loads this screen as its own chunk.
export default function DarkWebSetupScreen() {
  return <Page title="Dark Web Monitoring Setup" intro="Choose the details we watch the dark web for."></Page>;
}
