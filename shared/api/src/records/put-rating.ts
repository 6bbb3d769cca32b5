import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ratingResponseSchema, type RatingResponse, type ReportSection } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { recordKeys } from '../query-keys';
import type { RecordReportResult } from './get-record-report';

/** PUT /me/records/{id}/ratings/{section}: the member's 1–5 rating of one section. */
export function putRating(recordId: string | number, section: ReportSection, rating: number): Promise<RatingResponse> {
  return apiRequest(`/me/records/${encodeURIComponent(String(recordId))}/ratings/${encodeURIComponent(section)}`, {
    method: 'PUT',
    body: { rating },
    schema: ratingResponseSchema,
  });
}

export function usePutRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      recordId,
      section,
      rating,
    }: {
      recordId: string | number;
      section: ReportSection;
      rating: number;
    }) => putRating(recordId, section, rating),
    // The rating is all that changed: write it into the cached report instead of fetching the whole report again.
    onSuccess: ({ section, rating }, { recordId }) =>
      queryClient.setQueryData<RecordReportResult>(recordKeys.report(recordId), (current) =>
        current?.status === 'ok'
          ? { ...current, report: { ...current.report, ratings: { ...current.report.ratings, [section]: rating } } }
          : current,
      ),
  });
}
