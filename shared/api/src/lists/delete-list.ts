import { useMutation, useQueryClient } from '@tanstack/react-query';

import { noContent } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { listKeys } from '../query-keys';

/** DELETE /me/lists/{listId}: the list goes; its records stay. */
export async function deleteList(listId: number): Promise<null> {
  await apiRequest(`/me/lists/${listId}`, { method: 'DELETE', schema: noContent() });
  return null;
}

export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeys.all }),
  });
}
