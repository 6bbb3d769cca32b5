import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from '@beacon/react-router';

import { isApiError, useRecord, type RecordType } from '@beacon/api';
import { paths } from '@beacon/platform';
import { ErrorScreen, Page, RouteSpinner } from '@beacon/ui';

import { decodeRecordIdParam } from '../../record-display/record-display';
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
  const navigate = useNavigate();
  const recordId = decodeRecordIdParam(param);
  const stateType = typeFromState(state);
  // Spec §2.1: the type travels in navigation state; a reload loses it, and then the record itself says.
  const record = useRecord(recordId, { enabled: stateType === null });
  const type = stateType ?? record.data?.type ?? null;
  const missing = isApiError(record.error) && record.error.statusCode === 404;

  useEffect(() => {
    if (missing) navigate(`${paths.reports}/`, { replace: true });
  }, [missing, navigate]);

  if (!/^\d+$/.test(recordId)) {
    return (
      <Page title="Report">
        <ErrorScreen error={new Error('This link does not name a report')} />
      </Page>
    );
  }
  if (record.isError && !missing) {
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
