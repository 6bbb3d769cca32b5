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
 * GET /me/records/{reportId}/layout: the sections of a report and their order. Never fails: on any error the
 * built-in layout of the record type is used and the failure is logged (spec §7, §8 "Layout failures: logged").
 */
export async function fetchRecordLayout(reportId: string | number, type: RecordType): Promise<RecordLayout> {
  try {
    const layout = await apiRequest(`/me/records/${encodeURIComponent(String(reportId))}/layout`, {
      schema: recordLayoutResponseSchema,
    });
    if (!Array.isArray(layout.sections) || layout.sections.length === 0) return fallbackRecordLayout(type);
    return layout;
  } catch (error) {
    console.error('Record layout API Error', error);
    return fallbackRecordLayout(type);
  }
}

export const recordLayoutQueryOptions = (reportId: string | number, type: RecordType) =>
  queryOptions({
    queryKey: [...recordKeys.layout(reportId), type] as const,
    queryFn: () => fetchRecordLayout(reportId, type),
    staleTime: Infinity,
  });

export function useRecordLayout(reportId: string | number, type: RecordType | null) {
  return useQuery({ ...recordLayoutQueryOptions(reportId, type ?? 'person'), enabled: type !== null });
}
