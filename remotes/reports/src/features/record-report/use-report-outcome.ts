import { useEffect, useRef } from 'react';
import { useNavigate } from '@beacon/react-router';

import { postEvent, recordReportFailure, type RecordReportResult } from '@beacon/api';
import { paths } from '@beacon/platform';
import { usePurchaseRedirect } from '@beacon/ui';

/**
 * Where a report that cannot be shown sends the member (spec §2.1, §8): 404 to the reports list, 410 to not-found,
 * 402 to the purchase path (for a missing person report also the cross-sell interest event); other errors are logged.
 */
export function useReportOutcome(recordId: number, result: RecordReportResult | undefined, error: unknown): void {
  const navigate = useNavigate();
  const toPurchase = usePurchaseRedirect();
  const handled = useRef<unknown>(null);

  useEffect(() => {
    const outcome = error ?? (result?.status === 'payment-required' ? result : null);
    if (!outcome || handled.current === outcome) return;
    handled.current = outcome;
    if (result?.status === 'payment-required' && !error) {
      if (result.requiredItem === 'person_report') {
        void postEvent('cross-sell interest', { recordId, requiredItem: result.requiredItem });
      }
      toPurchase({ requiredItem: result.requiredItem, recordId }, { replace: true });
      return;
    }
    const failure = recordReportFailure(error);
    if (failure === 'not-found') navigate(`${paths.reports}/`, { replace: true });
    else if (failure === 'gone') navigate(`${paths.notFound}/`, { replace: true });
    else console.error('Record report API Error', error);
  }, [error, navigate, recordId, result, toPurchase]);
}
