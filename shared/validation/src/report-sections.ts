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
