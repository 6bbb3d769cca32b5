import type { Subscription } from '@beacon/api';

const PREMIUM_ITEM = 'premium_person_report';

/**
 * Spec §4: the banner shows only when no subscription is active and at least one canceled subscription has a
 * future `next` date and includes premium_person_report; of those, the one with the highest id.
 */
export function findReactivationCandidate(
  subscriptions: Subscription[],
  canceledDetails: Subscription[],
  now: number,
): Subscription | null {
  if (subscriptions.some((subscription) => subscription.status !== 'canceled')) return null;
  const eligible = canceledDetails.filter(
    (subscription) =>
      subscription.status === 'canceled' &&
      subscription.next !== null &&
      Date.parse(subscription.next) > now &&
      subscription.products.some((product) => PREMIUM_ITEM in product.items),
  );
  return eligible.reduce<Subscription | null>(
    (best, subscription) => (best === null || Number(subscription.id) > Number(best.id) ? subscription : best),
    null,
  );
}
