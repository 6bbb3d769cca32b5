import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedCorrectionResponseSchema, type SavedCorrection } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { recordKeys } from '../query-keys';
export type { SavedCorrection };

/** PUT /me/records/{id}/corrections/{itemId}: the member's value for one item (`<section>.<field>.<index>`). */
export function putCorrection(recordId: string | number, itemId: string, value: string): Promise<SavedCorrection> {
  return apiRequest(`/me/records/${encodeURIComponent(String(recordId))}/corrections/${encodeURIComponent(itemId)}`, {
    method: 'PUT',
    body: { value, active: true },
    schema: savedCorrectionResponseSchema,
  });
}

export function usePutCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recordId, itemId, value }: { recordId: string | number; itemId: string; value: string }) =>
      putCorrection(recordId, itemId, value),
    onSuccess: (_saved, { recordId }) => queryClient.invalidateQueries({ queryKey: recordKeys.report(recordId) }),
  });
}
