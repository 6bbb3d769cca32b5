import { queryOptions, useQuery } from '@tanstack/react-query';

import { recordListsResponseSchema } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { listKeys } from '../query-keys';
import type { RecordList } from './record-list';

/** GET /me/lists: the member's lists with their items. */
export async function fetchLists(): Promise<RecordList[]> {
  const body = await apiRequest('/me/lists', { schema: recordListsResponseSchema });
  return body.items;
}

export const listsQueryOptions = () => queryOptions({ queryKey: listKeys.list(), queryFn: fetchLists });

export function useLists() {
  return useQuery(listsQueryOptions());
}
