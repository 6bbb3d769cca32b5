import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../api-client';
import { accountKeys, subscriptionKeys } from '../query-keys';
import type { Subscription } from './get-subscriptions';

export interface ReplaceSubscriptionsResult {
  error: string | null;
  subscriptions: Subscription[];
}

/** POST /me/subscriptions (replace): reactivates the given canceled subscriptions. */
export function replaceSubscriptions(subscriptionIds: (number | string)[]): Promise<ReplaceSubscriptionsResult> {
  return apiRequest<ReplaceSubscriptionsResult>('/me/subscriptions', { method: 'POST', body: { subscriptionIds } });
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
