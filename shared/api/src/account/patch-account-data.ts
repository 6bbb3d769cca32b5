import { useMutation, useQueryClient } from '@tanstack/react-query';

import { accountResponseSchema, type AccountResponse, type PatchMeInput } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { accountKeys } from '../query-keys';

/** The `data` keys a member may change (spec §7 PATCH /me): the contract's body. */
export type AccountDataPatch = PatchMeInput['data'];

export function patchAccountData(data: AccountDataPatch): Promise<AccountResponse> {
  return apiRequest('/me', { method: 'PATCH', body: { data }, schema: accountResponseSchema });
}

export function usePatchAccountData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchAccountData,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.me() }),
  });
}
