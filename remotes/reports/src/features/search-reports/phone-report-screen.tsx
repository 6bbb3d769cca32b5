import { useParams } from 'react-router-dom';

import { Page } from '@beacon/ui';

// Default export: React.lazy loads this screen as its own chunk.
export default function PhoneReportScreen() {
  const { phone } = useParams();
  return (
    <Page title="Phone Report" intro="Available owner information for this phone number.">
      <p>{phone}</p>
    </Page>
  );
}
