import { queryOptions, useQuery } from '@tanstack/react-query';

import { suggestedReportsResponseSchema, type SuggestedReportResponse } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { suggestedReportKeys } from '../query-keys';

export type SuggestedReport = SuggestedReportResponse;

/** GET /me/suggested-reports/: people related to the member's records that are not records yet (at most 10). */
export async function fetchSuggestedReports(): Promise<SuggestedReport[]> {
  try {
    const body = await apiRequest('/me/suggested-reports/', { schema: suggestedReportsResponseSchema });
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
    queryFn: fetchSuggestedReports,
    retry: false,
    retryOnMount: false,
    refetchOnWindowFocus: false,
  });

export function useSuggestedReports() {
  return useQuery(suggestedReportsQueryOptions());
}
