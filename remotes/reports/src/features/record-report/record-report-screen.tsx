import { useParams } from 'react-router-dom';

import { Page } from '@beacon/ui';

// Default export: React.lazy loads this screen as its own chunk.
export default function RecordReportScreen() {
  const { recordId } = useParams();
  return (
    <Page title="Report" intro="The full report for this record.">
      <p>{recordId}</p>
    </Page>
  );
}
