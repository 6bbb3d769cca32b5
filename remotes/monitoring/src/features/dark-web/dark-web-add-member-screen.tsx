import { Page } from '@beacon/ui';

// Default export: React.lazy loads this screen as its own chunk.
export default function DarkWebAddMemberScreen() {
  return <Page title="Add a Member" intro="Protect someone in your family too."></Page>;
}
