import { useLocation, useParams } from '@beacon/react-router';

import { isApiError, useRecord, type RecordType } from '@beacon/api';
import { ErrorScreen, NotFoundScreen, Page, RouteSpinner } from '@beacon/ui';
import { decodeRecordIdParam } from '@beacon/validation';

import { RecordView } from './RecordView';

const RECORD_TYPES: readonly RecordType[] = ['person', 'phone', 'email', 'location'];

function typeFromState(state: unknown): RecordType | null {
  const type = (state as { type?: unknown } | null)?.type;
  return RECORD_TYPES.includes(type as RecordType) ? (type as RecordType) : null;
}

// Default export: React.lazy loads this screen as its own chunk.
export default function RecordReportScreen() {
  const { recordId: param = '' } = useParams();
  const { state } = useLocation();
  const recordId = decodeRecordIdParam(param);
  const wellFormed = /^\d+$/.test(recordId);
  const stateType = typeFromState(state);
  // Spec §2.1: the type travels in navigation state; a reload loses it, and then the record itself says.
  const record = useRecord(recordId, { enabled: wellFormed && stateType === null });
  const type = stateType ?? record.data?.type ?? null;
  const missing = isApiError(record.error) && record.error.statusCode === 404;

  // A link that names no report, or a report this member does not have, is not found (issue 56), here at its URL: the
  // edge already answered an ill-formed id with 404; whether a well-formed one exists only the API knows.
  if (!wellFormed || missing) return <NotFoundScreen />;
  if (record.isError) {
    return (
      <Page title="Report">
        <ErrorScreen error={record.error} />
      </Page>
    );
  }
  if (!type) {
    return (
      <Page title="Report">
        <RouteSpinner label="Loading report" />
      </Page>
    );
  }
  return <RecordView key={recordId} recordId={Number(recordId)} type={type} />;
}
