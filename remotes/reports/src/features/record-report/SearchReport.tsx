import { useEffect, useRef, useState } from 'react';

import { paymentRequiredOf, type RecordType } from '@beacon/api';
import { ErrorScreen, LoadingOverlay, Page, usePurchaseRedirect } from '@beacon/ui';

import { REPORT_TYPE_LABELS } from '../../record-display/record-display';
import {
  AddressNotFoundError,
  resolveSearchRecord,
  searchTargetText,
  type SearchTarget,
} from './resolve-search-record';
import { RecordView } from './RecordView';

type State =
  | { status: 'resolving' }
  | { status: 'ready'; recordId: number; type: RecordType }
  | { status: 'failed'; error: unknown };

/**
 * The report of a searched phone number, e-mail address or address: resolves (or creates) the member's record, then
 * shows the same record view as /dashboard/reports/{id}, keeping the search URL. A 402 of the search (a member
 * without an active membership) goes to the purchase page, as a report's 402 does.
 */
export function SearchReport({ target, type }: { target: SearchTarget | null; type: RecordType }) {
  const [state, setState] = useState<State>({ status: 'resolving' });
  const targetKey = JSON.stringify(target);
  const started = useRef<string | null>(null);
  const toPurchase = usePurchaseRedirect();

  useEffect(() => {
    // One request per target even when React mounts twice in development; a repeat would only answer 409 anyway.
    if (!target || started.current === targetKey) return;
    started.current = targetKey;
    setState({ status: 'resolving' });
    resolveSearchRecord(target).then(
      ({ recordId, type: resolvedType }) =>
        setState({ status: 'ready', recordId: Number(recordId), type: resolvedType }),
      (error: unknown) => {
        const required = paymentRequiredOf(error, 'search');
        // back to this search once paid: the URL keeps what was searched
        if (required) toPurchase({ ...required, subject: searchTargetText(target) }, { replace: true });
        else setState({ status: 'failed', error });
      },
    );
  }, [target, targetKey, toPurchase]);

  const title = REPORT_TYPE_LABELS[type];
  if (!target) {
    return (
      <Page title={title}>
        <ErrorScreen error={new Error('This link does not name a search')} />
      </Page>
    );
  }
  if (state.status === 'failed') {
    return (
      <Page title={title}>
        {state.error instanceof AddressNotFoundError ? (
          <p role="alert">
            We could not find that address. Check the street, city, state and ZIP code and search again.
          </p>
        ) : (
          <ErrorScreen error={state.error} />
        )}
      </Page>
    );
  }
  if (state.status === 'resolving') {
    return (
      <Page title={title}>
        <LoadingOverlay />
      </Page>
    );
  }
  return <RecordView key={state.recordId} recordId={state.recordId} type={state.type} />;
}
