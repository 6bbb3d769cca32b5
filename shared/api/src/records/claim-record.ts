import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountResponseSchema, type AccountResponse } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { accountKeys } from '../query-keys';

/** POST /me/records/{id}/claim: the member confirms a person record is their own ("Your Report"). */
export function claimRecord(recordId: string): Promise<AccountResponse> {
  return apiRequest(`/me/records/${encodeURIComponent(recordId)}/claim`, {
    method: 'POST',
    body: { value: 'self' },
    schema: accountResponseSchema,
  });
}

export function useClaimRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimRecord,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.me() }),
  });
}
