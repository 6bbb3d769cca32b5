import { useParams } from 'react-router-dom';

import { Page } from '@beacon/ui';

// Default export: React.lazy loads this screen as its own chunk.
export default function MemberPersonReportScreen() {
  const { recordId } = useParams();
  return (
    <Page title="Person Report" intro="The full person report for this record.">
      <p>{recordId}</p>
    </Page>
  );
}
