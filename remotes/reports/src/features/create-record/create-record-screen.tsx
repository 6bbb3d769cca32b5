import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@beacon/react-router';

import { createRecord, paymentRequiredOf, type CreateRecordInput } from '@beacon/api';
import { paths } from '@beacon/platform';
import { ErrorScreen, LoadingOverlay, Page, usePurchaseRedirect } from '@beacon/ui';
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

/** Whose report the member is opening, when the link that led here said (a search result, a suggestion). */
function subjectOf(state: unknown): string | undefined {
  const subject = (state as { subject?: unknown } | null)?.subject;
  return typeof subject === 'string' && subject ? subject : undefined;
}

/** This screen's link for the input, so that paying brings the member back to create it (state does not survive). */
function createLink(input: CreateRecordInput): string {
  const query = new URLSearchParams({ type: input.type });
  if (input.type === 'phone') query.set('phone', input.data.phone);
  else if (input.type === 'email') query.set('email', input.data.email);
  else query.set('pointer', input.data.pointer);
  return `${paths.createRecord}?${query.toString()}`;
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
  const subject = subjectOf(state);
  const toPurchase = usePurchaseRedirect();

  useEffect(() => {
    // One request even when React mounts twice in development; a repeat would only answer 409 anyway.
    if (!input || started.current) return;
    started.current = true;
    createRecord(input).then(
      ({ recordId }) => navigate(reportPath(input, recordId), { replace: true, state: { type: input.type } }),
      (error: unknown) => {
        // Creating a record reveals the person, so it needs an active membership like a search (issue 55): a lapsed
        // member's 402 goes to the purchase page, which brings them back here to create it once paid.
        const required = paymentRequiredOf(error, 'report');
        if (required) {
          toPurchase({ ...required, returnTo: createLink(input), ...(subject ? { subject } : {}) }, { replace: true });
        } else setFailure(error);
      },
    );
  }, [input, navigate, subject, toPurchase]);

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
