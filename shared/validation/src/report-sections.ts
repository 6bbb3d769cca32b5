import type { RecordType } from './vocabulary/record-types';

// The sections of a record's report by record type, in the default layout order (spec §2.4). The server's layout,
// its section checks (corrections, ratings, `?sections=`) and the clients' built-in fallback layout share them.

export type ReportRecordType = RecordType;

export const PERSON_REPORT_SECTIONS = [
  'timeline',
  'personal',
  'contact',
  'locations',
  'criminal',
  'sex_offenders',
  'social',
  'businesses',
  'licenses',
  'finances',
  'assets',
] as const;

export const LOCATION_REPORT_SECTIONS = [
  'map',
  'residents',
  'neighbors',
  'location',
  'ownership_history',
  'businesses',
  'evictions',
  'census',
  'demographics',
  'places',
  'crime_stats',
  'sex_offenders',
  'forecast',
] as const;

/** phone and email reports: what the data set says about the person behind the number or address */
export const CONTACT_REPORT_SECTIONS = ['personal', 'contact', 'locations', 'social'] as const;

export type ReportSection =
  | (typeof PERSON_REPORT_SECTIONS)[number]
  | (typeof LOCATION_REPORT_SECTIONS)[number]
  | (typeof CONTACT_REPORT_SECTIONS)[number];

export const REPORT_SECTIONS: Record<ReportRecordType, readonly ReportSection[]> = {
  person: PERSON_REPORT_SECTIONS,
  location: LOCATION_REPORT_SECTIONS,
  phone: CONTACT_REPORT_SECTIONS,
  email: CONTACT_REPORT_SECTIONS,
};

/** Every section key of any record type (what a path or query may name before the record's type is known). */
export const ALL_REPORT_SECTIONS: readonly ReportSection[] = [
  ...new Set<ReportSection>([...PERSON_REPORT_SECTIONS, ...LOCATION_REPORT_SECTIONS]),
];

/** Person sections withheld from a record that is not premium (spec §6 "Premium status also exists per record"). */
export const PREMIUM_REPORT_SECTIONS: readonly ReportSection[] = ['criminal', 'finances', 'assets'];

export function isReportSection(type: ReportRecordType, section: string): section is ReportSection {
  return (REPORT_SECTIONS[type] as readonly string[]).includes(section);
}

/**
 * What else a report's dynamic layout (`record-<type>`, GET /dynamic-layouts/{layoutId}) may name besides the
 * sections of its type: the pieces of the report's side column. Its desktop and mobile lists give the sections in
 * display order and the side column's pieces in theirs (issue 56 point 4).
 */
export const RECORD_SIDE_COMPONENTS = ['RecordSummary', 'SuggestedReports', 'PdfDownload'] as const;
export type RecordSideComponent = (typeof RECORD_SIDE_COMPONENTS)[number];

/** The dynamic layout of a report of this type. */
export const recordLayoutId = (type: ReportRecordType) => `record-${type}`;

/** The record type a `record-<type>` layout id is for, or undefined for any other layout. */
export function recordTypeOfLayout(layoutId: string): ReportRecordType | undefined {
  const type = /^record-(person|location|phone|email)$/.exec(layoutId)?.[1];
  return type as ReportRecordType | undefined;
}

/** The names a `record-<type>` layout may use. */
export function recordLayoutNames(type: ReportRecordType): readonly string[] {
  return [...REPORT_SECTIONS[type], ...RECORD_SIDE_COMPONENTS];
}
