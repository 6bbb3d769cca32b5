import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../api-client';
import { recordKeys } from '../query-keys';
import type { RecordStats } from './record-report-types';

/** GET /me/records/{id}/stats: items per section, last update and how often the member opened the report. */
export function fetchRecordStats(recordId: string | number): Promise<RecordStats> {
  return apiRequest<RecordStats>(`/me/records/${encodeURIComponent(String(recordId))}/stats`);
}

export const recordStatsQueryOptions = (recordId: string | number) =>
  queryOptions({ queryKey: recordKeys.stats(recordId), queryFn: () => fetchRecordStats(recordId) });

export function useRecordStats(recordId: string | number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...recordStatsQueryOptions(recordId), enabled: options.enabled ?? true });
}
