import { Page } from '@beacon/ui';

// Default export: React.lazy loads this screen as its own chunk.
export default function FamilyTreeScreen() {
  return <Page title="Family Tree" intro="Your relatives found in public records."></Page>;
}
