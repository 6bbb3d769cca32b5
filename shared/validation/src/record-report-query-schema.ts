import { object, string, type InferType } from 'yup';

import { ALL_REPORT_SECTIONS } from './report-sections';
import { deferredSchema } from './deferred-schema';

// GET /me/records/{id}/report?sections= (issue 7 contract): an optional comma-separated list of section keys that
// limits the report to those sections. Whether each key belongs to the record's type is checked once the record is
// known (a 400 too).

export const REPORT_SECTIONS_QUERY_MAX = 400;

export const recordReportQuerySchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    sections: string()
      .strict()
      .optional()
      .max(REPORT_SECTIONS_QUERY_MAX, `sections must be at most ${REPORT_SECTIONS_QUERY_MAX} characters`)
      .test(
        'known-sections',
        `sections must be a comma-separated list of: ${ALL_REPORT_SECTIONS.join(', ')}`,
        (value) =>
          value === undefined ||
          value.split(',').every((section) => (ALL_REPORT_SECTIONS as readonly string[]).includes(section.trim())),
      ),
  }).noUnknown('Unknown query parameter(s): ${unknown}'),
);

export type RecordReportQuery = InferType<typeof recordReportQuerySchema>;

/** "criminal, finances" → the distinct sections, in the order given; undefined when no list was sent. */
export function parseReportSections(value: string | undefined): string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return [...new Set(value.split(',').map((section) => section.trim()))];
}
