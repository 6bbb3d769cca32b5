import { useMutation, useQueryClient } from '@tanstack/react-query';

import { recordListResponseSchema } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { listKeys } from '../query-keys';
import type { RecordList, RecordListItem } from './record-list';

/** PATCH /me/lists/{listId}/items: adds records (1–50, each the member's own) and answers with the list. */
export function addListItems(listId: number, items: RecordListItem[]): Promise<RecordList> {
  return apiRequest(`/me/lists/${listId}/items`, {
    method: 'PATCH',
    body: { items },
    schema: recordListResponseSchema,
  });
}

export function useAddListItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, items }: { listId: number; items: RecordListItem[] }) => addListItems(listId, items),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeys.all }),
  });
}
