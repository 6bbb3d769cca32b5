import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../api-client';
import { accountKeys } from '../query-keys';

/** The `data` keys a member may change (spec §7 PATCH /me). */
export interface AccountDataPatch {
  bg_crosssell_intent?: { first_name: string; record_id: string | number; timestamp: number; notified: boolean };
  possible_customers_report?: { record_id: string | number; report_id: string | number; notified: boolean };
  self_search_notified?: boolean;
}

export function patchAccountData(data: AccountDataPatch): Promise<unknown> {
  return apiRequest('/me', { method: 'PATCH', body: { data } });
}

export function usePatchAccountData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchAccountData,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.me() }),
  });
}
