import { useParams } from '@beacon/react-router';

import { ErrorScreen, Page } from '@beacon/ui';

import { RecordView } from './RecordView';

// Default export: React.lazy loads this screen as its own chunk.
export default function MemberPersonReportScreen() {
  const { recordId = '' } = useParams();
  if (!/^\d+$/.test(recordId)) {
    return (
      <Page title="Person Report">
        <ErrorScreen error={new Error('This link does not name a report')} />
      </Page>
    );
  }
  return <RecordView key={recordId} recordId={Number(recordId)} type="person" />;
}
