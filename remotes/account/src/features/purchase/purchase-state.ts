import { paths } from '@beacon/platform';
import type { PurchaseState } from '@beacon/ui';
import { isPaymentReason, isSafeDashboardRedirect } from '@beacon/validation';

/** Longer than any name a search or a record gives; anything longer is not a name. */
const MAX_SUBJECT_LENGTH = 200;

/**
 * Where the purchase page may send the member back: a path of this site under /dashboard (the rule of
 * `isSafeDashboardRedirect`: no scheme, no host, no `//`, no `..`), never the purchase page itself. History state can
 * be written by any script on the page, so anything else is dropped: no open redirect.
 */
export function isSafeReturnPath(value: unknown): value is string {
  if (value !== paths.dashboard && !isSafeDashboardRedirect(value)) return false;
  return !value.startsWith(paths.purchase);
}

/** The navigation state a 402 sends (usePurchaseRedirect), read defensively: it comes from history. */
export function readPurchaseState(state: unknown): Partial<PurchaseState> {
  if (typeof state !== 'object' || state === null) return {};
  const { requiredItem, recordId, reason, subject, returnTo } = state as Record<string, unknown>;
  const name = typeof subject === 'string' ? subject.trim() : '';
  return {
    ...(typeof requiredItem === 'string' && requiredItem ? { requiredItem } : {}),
    ...(typeof recordId === 'number' && Number.isSafeInteger(recordId) && recordId > 0 ? { recordId } : {}),
    ...(isPaymentReason(reason) ? { reason } : {}),
    ...(name && name.length <= MAX_SUBJECT_LENGTH ? { subject: name } : {}),
    ...(isSafeReturnPath(returnTo) ? { returnTo } : {}),
  };
}
