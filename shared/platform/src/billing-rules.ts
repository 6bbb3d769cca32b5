import { REFUND_WINDOW_DAYS } from '@beacon/validation';

import { formatQuantity } from './formatting';

// The billing rules a member reads in several places (issue 54: Membership Settings, the cancel dialog, the FAQ and
// the Terms of Use), written once so they cannot drift apart.

/**
 * What canceling means: access runs to the end of the term, then the subscription ends (status 'ended') and nothing
 * more is charged. `until` is a date ("Dec 20, 2026") where one is known.
 */
export const cancellationRule = (until: string = 'the end of the period you paid for'): string =>
  `You keep access until ${until}. After that, it ends and nothing more is charged.`;

/** When a one-time purchase can be refunded (POST /me/orders/{id}/refund). */
export const REFUND_RULE = `A one-time purchase you have not used yet can be refunded from Order History within ${formatQuantity(REFUND_WINDOW_DAYS, 'day')} of the order.`;
