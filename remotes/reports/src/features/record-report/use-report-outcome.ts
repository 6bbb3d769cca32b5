import { useEffect, useRef } from 'react';
import { useNavigate } from '@beacon/react-router';

import { postEvent, recordReportFailure, useRecord, type RecordReportResult } from '@beacon/api';
import { paths } from '@beacon/platform';
import { usePurchaseRedirect } from '@beacon/ui';

import { fullName } from '../../record-display/record-display';

/**
 * Where a report that cannot be shown sends the member (spec §2.1, §8): 410 to not-found, 402 to the purchase path
 * (for a missing person report also the cross-sell interest event); other errors are logged. A 404 stays at its URL
 * and the view shows the Not Found page there (issue 56, instead of spec §8's detour to the reports list: a mistyped
 * or stale link should say so, not look like the list).
 * The purchase page is told why and whose report it was (issue 54), and comes back to this report once paid.
 */
export function useReportOutcome(recordId: number, result: RecordReportResult | undefined, error: unknown): void {
  const navigate = useNavigate();
  const toPurchase = usePurchaseRedirect();
  const handled = useRef<unknown>(null);
  const paymentRequired = !error && result?.status === 'payment-required' ? result : null;
  // A locked report does not say whose it is; the record does (usually from the cache of the list or the search).
  const record = useRecord(recordId, { enabled: paymentRequired !== null });
  const recordSettled = record.data !== undefined || record.isError;
  const subject = record.data?.type === 'person' ? fullName(record.data.data.name) || undefined : undefined;

  useEffect(() => {
    const outcome = error ?? paymentRequired;
    if (!outcome || handled.current === outcome) return;
    if (paymentRequired) {
      if (!recordSettled) return;
      handled.current = outcome;
      const { requiredItem, reason } = paymentRequired;
      if (requiredItem === 'person_report') {
        void postEvent('cross-sell interest', { recordId, requiredItem });
      }
      toPurchase({ requiredItem, reason, recordId, subject }, { replace: true });
      return;
    }
    handled.current = outcome;
    const failure = recordReportFailure(error);
    if (failure === 'gone') navigate(`${paths.notFound}/`, { replace: true });
    else if (failure === 'other') console.error('Record report API Error', error);
  }, [error, navigate, paymentRequired, recordId, recordSettled, subject, toPurchase]);
}
