import { Page } from '@beacon/ui';

// Default export: React.lazy loads this screen as its own chunk.
export default function DarkWebScreen() {
  return <Page title="Dark Web Monitoring" intro="We watch the dark web for your personal data."></Page>;
}
