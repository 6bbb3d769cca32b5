import { Page } from '@beacon/ui';

// Default export: React.lazy loads this screen as its own chunk.
export default function IntermediaryEnrollScreen() {
  return (
    <Page
      title="Activating Guardian"
      intro="Please wait. Access to Guardian Personal Data Protection will be added to your account."
    ></Page>
  );
}
