import { useMutation, useQueryClient } from '@tanstack/react-query';

import { recordListResponseSchema } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { listKeys } from '../query-keys';
import type { RecordList, RecordListItem } from './record-list';

/** DELETE /me/lists/{listId}/items/{type}/{recordId}: takes one record off a list and answers with the list. */
export function removeListItem(listId: number, item: RecordListItem): Promise<RecordList> {
  return apiRequest(`/me/lists/${listId}/items/${item.type}/${item.recordId}`, {
    method: 'DELETE',
    schema: recordListResponseSchema,
  });
}

export function useRemoveListItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, item }: { listId: number; item: RecordListItem }) => removeListItem(listId, item),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeys.all }),
  });
}
