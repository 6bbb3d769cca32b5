import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../api-client';
import { suggestedReportKeys } from '../query-keys';
import type { RecordType } from './create-record';

export interface SuggestedReport {
  pointer: string;
  type: RecordType;
  name: { first: string; middle: string | null; last: string };
  age: number | null;
  location: { city: string; state: string } | null;
  reason: 'relative' | 'associate' | 'neighbor';
  fromRecordId: number;
}

/** GET /me/suggested-reports/: people related to the member's records that are not records yet (at most 10). */
export async function fetchSuggestedReports(): Promise<SuggestedReport[]> {
  try {
    const body = await apiRequest<{ items: SuggestedReport[] }>('/me/suggested-reports/');
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
