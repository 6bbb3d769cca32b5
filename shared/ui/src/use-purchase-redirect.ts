import { useCallback } from 'react';
import { useNavigate } from '@beacon/react-router';

import { paths } from '@beacon/platform';

/** Navigation state of the purchase page: what to buy, and the record that asked for it, if any. */
export interface PurchaseState {
  requiredItem: string;
  recordId?: number;
}

/**
 * Sends the member to the purchase page for what a 402 named (spec §4, §8). Every screen that meets a 402 uses it, so
 * the purchase page always gets the same navigation state.
 */
export function usePurchaseRedirect(): (state: PurchaseState, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  return useCallback(
    (state: PurchaseState, options: { replace?: boolean } = {}) =>
      navigate(paths.purchase, { replace: options.replace ?? false, state }),
    [navigate],
  );
}
