import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';

import { accountResponseSchema, type AccountResponse, type CrossSellIntentBody } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { accountKeys } from '../query-keys';

/**
 * PUT /me/cross-sell-intent (issue 56 point 3): the member looked at this person in search results and left without
 * opening their report. The server notes the intent behind the cross-sell header notice (spec §4) when the offer is
 * for this member; the account it answers with is the header's.
 */
export function sendCrossSellIntent(body: CrossSellIntentBody): Promise<AccountResponse> {
  return apiRequest('/me/cross-sell-intent', { method: 'PUT', body, schema: accountResponseSchema });
}

/**
 * Sends the intent and puts the account it answers with in the cache. Never throws: it is sent as the member leaves
 * a page, and a failure must not break the next one.
 */
export function useSendCrossSellIntent(): (body: CrossSellIntentBody) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    (body: CrossSellIntentBody) =>
      sendCrossSellIntent(body).then(
        (account) => {
          queryClient.setQueryData(accountKeys.me(), account);
        },
        () => undefined,
      ),
    [queryClient],
  );
}
