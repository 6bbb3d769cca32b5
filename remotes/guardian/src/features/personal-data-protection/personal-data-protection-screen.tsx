import { Page } from '@beacon/ui';

// Default export: React.lazy loads this screen as its own chunk.
export default function PersonalDataProtectionScreen() {
  return (
    <Page title="Personal Data Protection" intro="Find and remove your personal data from people-search sites."></Page>
  );
}
