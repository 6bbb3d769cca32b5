import { useParams } from 'react-router-dom';

import { Page } from '@beacon/ui';

// Default export: React.lazy loads this screen as its own chunk.
export default function GuardianReportScreen() {
  const { recordId } = useParams();
  return (
    <Page title="Guardian Report" intro="Your report, protected by Guardian.">
      <p>{recordId}</p>
    </Page>
  );
}
