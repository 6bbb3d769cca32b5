import { queryOptions, useQuery } from '@tanstack/react-query';

import { suggestedReportsResponseSchema, type SuggestedReportResponse } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { suggestedReportKeys } from '../query-keys';

export type SuggestedReport = SuggestedReportResponse;

/**
 * GET /me/suggested-reports/: people related to the member's records that are not records yet (at most 10). With a
 * record id, only that record's own relatives, associates or neighbors (what its report shows, issue 56 point 2).
 */
export async function fetchSuggestedReports(recordId?: number): Promise<SuggestedReport[]> {
  const query = recordId === undefined ? '' : `?${new URLSearchParams({ recordId: String(recordId) })}`;
  try {
    const body = await apiRequest(`/me/suggested-reports/${query}`, { schema: suggestedReportsResponseSchema });
    return body.items;
  } catch (error) {
    // Spec §8: logged to the console only; no message for the member and no retry.
    console.log('Suggested Report API Error', error);
    throw error;
  }
}

export const suggestedReportsQueryOptions = () =>
  queryOptions({
    queryKey: suggestedReportKeys.list(),
    queryFn: () => fetchSuggestedReports(),
    retry: false,
    retryOnMount: false,
    refetchOnWindowFocus: false,
  });

export function useSuggestedReports() {
  return useQuery(suggestedReportsQueryOptions());
}

/** One record's suggestions: its report's side column shows them. */
export const recordSuggestedReportsQueryOptions = (recordId: number) =>
  queryOptions({
    queryKey: suggestedReportKeys.ofRecord(recordId),
    queryFn: () => fetchSuggestedReports(recordId),
    retry: false,
    retryOnMount: false,
    refetchOnWindowFocus: false,
  });

export function useRecordSuggestedReports(recordId: number) {
  return useQuery(recordSuggestedReportsQueryOptions(recordId));
}
