import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionResponseSchema, subscriptionsResponseSchema, type SubscriptionResponse } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { subscriptionKeys } from '../query-keys';

export type Subscription = SubscriptionResponse;

export function fetchSubscriptions(): Promise<Subscription[]> {
  return apiRequest('/me/subscriptions', { schema: subscriptionsResponseSchema });
}

export function fetchSubscription(id: number | string): Promise<Subscription> {
  return apiRequest(`/me/subscriptions/${encodeURIComponent(String(id))}`, { schema: subscriptionResponseSchema });
}

export const subscriptionsQueryOptions = () =>
  queryOptions({ queryKey: subscriptionKeys.list(), queryFn: fetchSubscriptions });

export function useSubscriptions(options: { enabled?: boolean } = {}) {
  return useQuery({ ...subscriptionsQueryOptions(), enabled: options.enabled ?? true });
}
