import { Page } from '@beacon/ui';

// Default export: React.lazy loads this page as its own chunk.
export default function PrivacyPolicyPage() {
  return <Page title="Privacy Policy" intro="How Beacon collects, uses and protects information." />;
}
