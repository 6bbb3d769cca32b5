import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../api-client';
import { listKeys } from '../query-keys';

/** DELETE /me/lists/{listId}: the list goes; its records stay. */
export function deleteList(listId: number): Promise<null> {
  return apiRequest<null>(`/me/lists/${listId}`, { method: 'DELETE' });
}

export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeys.all }),
  });
}
