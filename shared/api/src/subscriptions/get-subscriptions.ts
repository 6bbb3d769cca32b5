import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../api-client';
import { subscriptionKeys } from '../query-keys';

export interface SubscriptionPlan {
  recurring_price: number | string;
  recurring_period: number;
  recurring_interval: string;
  terms?: string;
}

export interface Subscription {
  id: number | string;
  status: string;
  reason?: string | null;
  comment?: string | null;
  next: string | null;
  products: { code?: string; items: Record<string, number | null> }[];
  plan: SubscriptionPlan;
}

export function fetchSubscriptions(): Promise<Subscription[]> {
  return apiRequest<Subscription[]>('/me/subscriptions');
}

export function fetchSubscription(id: number | string): Promise<Subscription> {
  return apiRequest<Subscription>(`/me/subscriptions/${encodeURIComponent(String(id))}`);
}

export const subscriptionsQueryOptions = () =>
  queryOptions({ queryKey: subscriptionKeys.list(), queryFn: fetchSubscriptions });

export function useSubscriptions(options: { enabled?: boolean } = {}) {
  return useQuery({ ...subscriptionsQueryOptions(), enabled: options.enabled ?? true });
}
