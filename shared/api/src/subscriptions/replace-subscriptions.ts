import { useMutation, useQueryClient } from '@tanstack/react-query';

import { replaceSubscriptionsResponseSchema, type ReplaceSubscriptionsResponse } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { accountKeys, subscriptionKeys } from '../query-keys';

export type ReplaceSubscriptionsResult = ReplaceSubscriptionsResponse;

/** POST /me/subscriptions (replace): reactivates the given canceled subscriptions. */
export function replaceSubscriptions(subscriptionIds: (number | string)[]): Promise<ReplaceSubscriptionsResult> {
  return apiRequest('/me/subscriptions', {
    method: 'POST',
    body: { subscriptionIds },
    schema: replaceSubscriptionsResponseSchema,
  });
}

export function useReplaceSubscriptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceSubscriptions,
    onSuccess: async (result) => {
      if (result.error) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
        queryClient.invalidateQueries({ queryKey: accountKeys.me() }),
      ]);
    },
  });
}
