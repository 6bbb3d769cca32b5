import { useCallback } from 'react';
import { useLocation, useNavigate } from '@beacon/react-router';

import { paths } from '@beacon/platform';
import type { PaymentReason } from '@beacon/validation';

/**
 * Navigation state of the purchase page (issue 54: a 402 keeps the member's place): what to buy, why the member was
 * stopped, who they were opening or searching, and where to go back to once paid.
 */
export interface PurchaseState {
  requiredItem: string;
  /** the record that asked for it: a premium upgrade is applied to it after paying */
  recordId?: number;
  /** what the member was doing (the 402's X-Required-For): the purchase page says it back */
  reason?: PaymentReason;
  /** the display name of the person or record being opened or searched, e.g. "Jane Doe" */
  subject?: string;
  /** path and query string to return to after paying: the search with its query, the report */
  returnTo?: string;
}

/** The page the member is on, path and query, as the purchase page's `returnTo`. */
export function useCurrentPath(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

/**
 * Sends the member to the purchase page for what a 402 named (spec §4, §8). Every screen that meets a 402 uses it, so
 * the purchase page always gets the same navigation state; without a `returnTo` the member comes back to this page.
 */
export function usePurchaseRedirect(): (state: PurchaseState, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const here = useCurrentPath();
  return useCallback(
    (state: PurchaseState, options: { replace?: boolean } = {}) =>
      navigate(paths.purchase, { replace: options.replace ?? false, state: { returnTo: here, ...state } }),
    [navigate, here],
  );
}
