import { useMutation, useQueryClient } from '@tanstack/react-query';
import { correctionsResponseSchema, type CorrectionsResponse } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { recordKeys } from '../query-keys';

export type CorrectionsPatch = Record<string, { active: boolean; value?: string }>;

/** PATCH /me/records/{id}/corrections: several items at once; answers with all of the record's corrections. */
export function patchCorrections(recordId: string | number, items: CorrectionsPatch): Promise<CorrectionsResponse> {
  return apiRequest(`/me/records/${encodeURIComponent(String(recordId))}/corrections`, {
    method: 'PATCH',
    body: { items },
    schema: correctionsResponseSchema,
  });
}

/** "Restore original": each item's active flag is set to false before the patch (spec §4). */
export function restoreCorrections(
  recordId: string | number,
  itemIds: readonly string[],
): Promise<CorrectionsResponse> {
  const items: CorrectionsPatch = {};
  for (const itemId of itemIds) items[itemId] = { active: false };
  return patchCorrections(recordId, items);
}

export function useRestoreCorrections() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recordId, itemIds }: { recordId: string | number; itemIds: readonly string[] }) =>
      restoreCorrections(recordId, itemIds),
    onSuccess: (_result, { recordId }) => queryClient.invalidateQueries({ queryKey: recordKeys.report(recordId) }),
  });
}
