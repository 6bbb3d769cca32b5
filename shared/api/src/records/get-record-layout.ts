import { useCallback } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { recordLayoutResponseSchema, type RecordLayout } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { recordKeys } from '../query-keys';
import type { RecordType } from './create-record';
import { DEFAULT_SECTIONS } from './report-contract';

/** The built-in layout of a record type (spec §2.4 order). */
export function fallbackRecordLayout(type: RecordType): RecordLayout {
  return { type, sections: [...DEFAULT_SECTIONS[type]], sectionKeys: {} };
}

/**
 * GET /me/records/{reportId}/layout: the sections of a report and their order, or `null` when the server gives none
 * to use. Never fails: an error is logged and is `null` too (spec §7, §8 "Layout failures: logged"), and
 * `useRecordLayout` shows the built-in layout of the record type instead.
 */
export async function fetchRecordLayout(reportId: string | number): Promise<RecordLayout | null> {
  try {
    const layout = await apiRequest(`/me/records/${encodeURIComponent(String(reportId))}/layout`, {
      schema: recordLayoutResponseSchema,
    });
    return Array.isArray(layout.sections) && layout.sections.length > 0 ? layout : null;
  } catch (error) {
    console.error('Record layout API Error', error);
    return null;
  }
}

// Keyed by the record alone, not its type: the request does not need the type (only the fallback does), so a report
// asks for its layout together with its record instead of one round trip after it (issue 19).
export const recordLayoutQueryOptions = (reportId: string | number) =>
  queryOptions({
    queryKey: recordKeys.layout(reportId),
    queryFn: () => fetchRecordLayout(reportId),
    staleTime: Infinity,
  });

/** A report's layout: the server's, or the built-in one of its type when the server gives none. */
export function useRecordLayout(reportId: string | number, type: RecordType | null) {
  const withFallback = useCallback(
    (layout: RecordLayout | null) => layout ?? fallbackRecordLayout(type ?? 'person'),
    [type],
  );
  return useQuery({ ...recordLayoutQueryOptions(reportId), enabled: type !== null, select: withFallback });
}
