import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@beacon/react-router';

import { createRecord, type CreateRecordInput } from '@beacon/api';
import { paths } from '@beacon/platform';
import { ErrorScreen, LoadingOverlay, Page } from '@beacon/ui';
import { createRecordQuerySchema } from '@beacon/validation';

/** What to create: record data passed in navigation state, or the query's type, phone, email and pointer. */
function resolveInput(search: string, state: unknown): CreateRecordInput | null {
  const passed = (state as { record?: CreateRecordInput } | null)?.record;
  if (passed && typeof passed.type === 'string' && typeof passed.data === 'object' && passed.data !== null) {
    return passed;
  }
  const params = Object.fromEntries(new URLSearchParams(search));
  if (!createRecordQuerySchema.isValidSync(params)) return null;
  const query = createRecordQuerySchema.cast(params);
  // the schema requires each type's own value; the checks only tell the compiler which one is there
  if (query.type === 'phone' && query.phone) return { type: 'phone', data: { phone: query.phone } };
  if (query.type === 'email' && query.email) return { type: 'email', data: { email: query.email } };
  if ((query.type === 'person' || query.type === 'location') && query.pointer) {
    return { type: query.type, data: { pointer: query.pointer } };
  }
  return null;
}

/** The report route's id: e-mail records travel base64-encoded (spec §2.4). */
function reportPath(input: CreateRecordInput, recordId: string): string {
  return paths.report(input.type === 'email' ? btoa(recordId) : recordId);
}

// Default export: React.lazy loads this screen as its own chunk.
export default function CreateRecordScreen() {
  const { search, state } = useLocation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>(null);
  const started = useRef(false);
  const input = resolveInput(search, state);

  useEffect(() => {
    // One request even when React mounts twice in development; a repeat would only answer 409 anyway.
    if (!input || started.current) return;
    started.current = true;
    createRecord(input).then(
      ({ recordId }) => navigate(reportPath(input, recordId), { replace: true, state: { type: input.type } }),
      (error: unknown) => setFailure(error),
    );
  }, [input, navigate]);

  if (!input) {
    return (
      <Page title="Create Record">
        <ErrorScreen error={new Error('This link does not name a record to create')} />
      </Page>
    );
  }
  if (failure) {
    return (
      <Page title="Create Record">
        <ErrorScreen error={failure} />
      </Page>
    );
  }
  return (
    <Page title="Create Record">
      <LoadingOverlay />
    </Page>
  );
}
