import { useMutation, useQueryClient } from '@tanstack/react-query';

import { subscriptionResponseSchema, type CancelSubscriptionInput } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { accountKeys, subscriptionKeys } from '../query-keys';
import type { Subscription } from './get-subscriptions';

/** PATCH /me/subscriptions/{id}: cancel with a reason and a comment; the term runs to its next date. */
export function cancelSubscription(id: number, change: Omit<CancelSubscriptionInput, 'status'>): Promise<Subscription> {
  return apiRequest(`/me/subscriptions/${id}`, {
    method: 'PATCH',
    body: { status: 'canceled', ...change },
    schema: subscriptionResponseSchema,
  });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: Omit<CancelSubscriptionInput, 'status'> }) =>
      cancelSubscription(id, change),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
        queryClient.invalidateQueries({ queryKey: accountKeys.me() }),
      ]),
  });
}
