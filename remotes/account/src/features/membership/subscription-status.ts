import type { Subscription } from '@beacon/api';
import { cancellationRule, formatDisplayDate } from '@beacon/platform';

// What a subscription's status means to the member (issue 54): canceled keeps access until `next`, then it ends.

/** The status line: "Active", "Canceled · Access until Dec 20, 2026", "Ended on Dec 20, 2026". */
export function statusText(subscription: Pick<Subscription, 'status' | 'next'>): string {
  const date = subscription.next ? formatDisplayDate(subscription.next) : null;
  switch (subscription.status) {
    case 'active':
      return 'Active';
    case 'canceled':
      return date ? `Canceled · Access until ${date}` : 'Canceled';
    case 'ended':
      return date ? `Ended on ${date}` : 'Ended';
  }
}

/** What canceling this subscription means, with its date when known (the dialog, the notice, a canceled row). */
export const accessRuleOf = (subscription: Pick<Subscription, 'next'>): string =>
  cancellationRule(subscription.next ? formatDisplayDate(subscription.next) : undefined);
