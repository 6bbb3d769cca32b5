import { Page } from '@beacon/ui';

// Default export: React.lazy loads this screen as its own chunk.
export default function MyProfileScreen() {
  return <Page title="Personal Settings" intro="Your name, e-mail address and password."></Page>;
}
