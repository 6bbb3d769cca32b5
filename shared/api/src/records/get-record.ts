import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberRecordResponseSchema } from '@beacon/validation';

import { apiRequest, SCREEN_QUERY_META } from '@beacon/api/client';
import { recordKeys } from '../query-keys';
import type { MemberRecord } from './member-record';

/** GET /me/records/{id}: one record; another member's or an unknown id is a 404. */
export function fetchRecord(recordId: string | number): Promise<MemberRecord> {
  return apiRequest(`/me/records/${encodeURIComponent(String(recordId))}`, { schema: memberRecordResponseSchema });
}

export const recordQueryOptions = (recordId: string | number) =>
  queryOptions({
    queryKey: recordKeys.detail(recordId),
    queryFn: () => fetchRecord(recordId),
    meta: SCREEN_QUERY_META,
  });

export function useRecord(recordId: string | number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...recordQueryOptions(recordId), enabled: options.enabled ?? true });
}
