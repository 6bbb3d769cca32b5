import { useMutation, useQueryClient } from '@tanstack/react-query';

import { noContent } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { listKeys, recordKeys } from '../query-keys';
import type { RecordType } from './create-record';

/** DELETE /me/records/{id}?type=: the type must be the record's own (spec §7). */
export async function deleteRecord(recordId: string | number, type: RecordType): Promise<null> {
  await apiRequest(`/me/records/${encodeURIComponent(String(recordId))}`, {
    method: 'DELETE',
    query: { type },
    schema: noContent(),
  });
  return null;
}

export function useDeleteRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recordId, type }: { recordId: string | number; type: RecordType }) => deleteRecord(recordId, type),
    onSuccess: async (_result, { recordId }) => {
      queryClient.removeQueries({ queryKey: recordKeys.detail(recordId) });
      queryClient.removeQueries({ queryKey: recordKeys.report(recordId) });
      // Lists may name the deleted record.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: recordKeys.list() }),
        queryClient.invalidateQueries({ queryKey: listKeys.all }),
      ]);
    },
  });
}
