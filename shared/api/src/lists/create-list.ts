import { useMutation, useQueryClient } from '@tanstack/react-query';

import { recordListResponseSchema } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { listKeys } from '../query-keys';
import type { RecordList } from './record-list';

/** POST /me/lists: a new, empty list (1–60 characters; a name the member already uses is a 409). */
export function createList(name: string): Promise<RecordList> {
  return apiRequest('/me/lists', { method: 'POST', body: { name }, schema: recordListResponseSchema });
}

export function useCreateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeys.all }),
  });
}
