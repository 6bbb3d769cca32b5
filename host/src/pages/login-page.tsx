import { Page } from '@beacon/ui';

// Default export: React.lazy loads this page as its own chunk.
export default function LoginPage() {
  return <Page title="Sign In" intro="Sign in to your Beacon membership." />;
}
