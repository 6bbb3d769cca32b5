import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberRecordListResponseSchema } from '@beacon/validation';

import { apiRequest, SCREEN_QUERY_META } from '@beacon/api/client';
import { recordKeys } from '../query-keys';
import type { MemberRecord } from './member-record';

/** GET /me/records: newest first, archived ones last. */
export async function fetchRecords(): Promise<MemberRecord[]> {
  const body = await apiRequest('/me/records', { schema: memberRecordListResponseSchema });
  return body.items;
}

export const recordsQueryOptions = () =>
  queryOptions({ queryKey: recordKeys.list(), queryFn: fetchRecords, meta: SCREEN_QUERY_META });

export function useRecords() {
  return useQuery(recordsQueryOptions());
}
