import { useQueries } from '@tanstack/react-query';

import { fetchSubscription, subscriptionKeys, useSubscriptions } from '@beacon/api';

import { findReactivationCandidate } from './find-reactivation-candidate';

/** Fetches the details of every canceled subscription first (spec §4), then picks the one to reactivate. */
export function useReactivationCandidate() {
  const subscriptions = useSubscriptions();
  const canceled = (subscriptions.data ?? []).filter((subscription) => subscription.status === 'canceled');
  const details = useQueries({
    queries: canceled.map((subscription) => ({
      queryKey: subscriptionKeys.detail(subscription.id),
      queryFn: () => fetchSubscription(subscription.id),
    })),
  });
  if (!subscriptions.data || details.some((query) => !query.data)) return null;
  return findReactivationCandidate(
    subscriptions.data,
    details.flatMap((query) => (query.data ? [query.data] : [])),
    Date.now(),
  );
}
