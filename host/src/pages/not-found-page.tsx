import { Page } from '@beacon/ui';

// Default export: React.lazy loads this page as its own chunk.
export default function NotFoundPage() {
  return <Page title="Page Not Found" intro="We couldn't find the page you were looking for." />;
}
