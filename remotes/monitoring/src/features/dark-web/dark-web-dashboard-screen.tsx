import { Page } from '@beacon/ui';

// Default export: React.lazy loads this screen as its own chunk.
export default function DarkWebDashboardScreen() {
  return <Page title="Dark Web Monitoring Dashboard" intro="Alerts about your data on the dark web."></Page>;
}
