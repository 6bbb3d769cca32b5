import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  recordReportResponseSchema,
  type PaymentReason,
  type RecordReport,
  type ReportSection,
} from '@beacon/validation';

import { apiRequest, isApiError, paymentRequiredOf, SCREEN_QUERY_META } from '@beacon/api/client';
import { recordKeys } from '../query-keys';

/**
 * A report, or what the member must buy first: on 402 the `X-Required-Item` header is returned to the caller
 * (spec §4, §8), e.g. `person_report` for the whole report or `premium_person_report` for premium sections, with the
 * `X-Required-For` reason (a lapsed membership answers 'search'; opening the report itself, 'report').
 */
export type RecordReportResult =
  { status: 'ok'; report: RecordReport } | { status: 'payment-required'; requiredItem: string; reason: PaymentReason };

/** GET /me/records/{id}/report (optionally only some sections). 404 and 410 reject: see `recordReportFailure`. */
export async function fetchRecordReport(
  recordId: string | number,
  options: { sections?: readonly ReportSection[] } = {},
): Promise<RecordReportResult> {
  try {
    const report = await apiRequest(`/me/records/${encodeURIComponent(String(recordId))}/report`, {
      query: options.sections?.length ? { sections: options.sections.join(',') } : undefined,
      schema: recordReportResponseSchema,
    });
    return { status: 'ok', report };
  } catch (error) {
    const required = paymentRequiredOf(error, 'report');
    if (required) return { status: 'payment-required', ...required };
    throw error;
  }
}

/** Why a report could not be read (spec §8): 404 goes back to the reports list, 410 to not-found, the rest is logged. */
export function recordReportFailure(error: unknown): 'not-found' | 'gone' | 'other' {
  if (isApiError(error) && error.statusCode === 404) return 'not-found';
  if (isApiError(error) && error.statusCode === 410) return 'gone';
  return 'other';
}

export const recordReportQueryOptions = (recordId: string | number) =>
  queryOptions({
    queryKey: recordKeys.report(recordId),
    queryFn: () => fetchRecordReport(recordId),
    meta: SCREEN_QUERY_META,
    // 404 and 410 are answers, not hiccups: retrying would only delay the redirect. Anything else gets one more try.
    retry: (failureCount, error) => recordReportFailure(error) === 'other' && failureCount < 1,
  });

export function useRecordReport(recordId: string | number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...recordReportQueryOptions(recordId), enabled: options.enabled ?? true });
}
