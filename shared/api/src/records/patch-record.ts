import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberRecordResponseSchema, type PatchRecordBody } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { accountKeys, recordKeys } from '../query-keys';
import type { MemberRecord } from './member-record';

/** The fields a member may change (spec §7): archive or restore, or upgrade to premium (never taken back). */
export type RecordPatch = PatchRecordBody;

/**
 * PATCH /me/records/{id}. `isPremium: true` consumes a premium person report: without one the server answers 402
 * with `X-Required-Item: premium_person_report`, which the caller turns into the purchase path.
 */
export function patchRecord(recordId: string | number, patch: RecordPatch): Promise<MemberRecord> {
  return apiRequest(`/me/records/${encodeURIComponent(String(recordId))}`, {
    method: 'PATCH',
    body: patch,
    schema: memberRecordResponseSchema,
  });
}

export function usePatchRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recordId, patch }: { recordId: string | number; patch: RecordPatch }) =>
      patchRecord(recordId, patch),
    onSuccess: async (record, { recordId, patch }) => {
      queryClient.setQueryData(recordKeys.detail(recordId), record);
      const refreshes = [queryClient.invalidateQueries({ queryKey: recordKeys.list() })];
      // An upgrade unlocks sections and spends a balance.
      if (patch.isPremium) {
        refreshes.push(
          queryClient.invalidateQueries({ queryKey: recordKeys.report(recordId) }),
          queryClient.invalidateQueries({ queryKey: accountKeys.me() }),
        );
      }
      await Promise.all(refreshes);
    },
  });
}
