import { useParams } from 'react-router-dom';

import { Page } from '@beacon/ui';

// Default export: React.lazy loads this screen as its own chunk.
export default function EmailReportScreen() {
  const { email } = useParams();
  return (
    <Page title="Email Report" intro="Available owner information for this e-mail address.">
      <p>{email}</p>
    </Page>
  );
}
