import { queryOptions, useQuery } from '@tanstack/react-query';
import { recordStatsResponseSchema, type RecordStats } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { recordKeys } from '../query-keys';

/** GET /me/records/{id}/stats: items per section, last update and how often the member opened the report. */
export function fetchRecordStats(recordId: string | number): Promise<RecordStats> {
  return apiRequest(`/me/records/${encodeURIComponent(String(recordId))}/stats`, { schema: recordStatsResponseSchema });
}

export const recordStatsQueryOptions = (recordId: string | number) =>
  queryOptions({ queryKey: recordKeys.stats(recordId), queryFn: () => fetchRecordStats(recordId) });

export function useRecordStats(recordId: string | number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...recordStatsQueryOptions(recordId), enabled: options.enabled ?? true });
}
