import {
  isReportSection,
  PREMIUM_REPORT_SECTIONS,
  REPORT_SECTIONS,
  type LocationField,
  type PersonField,
  type ReportRecordType,
  type ReportSection,
} from '@beacon/validation';

// Which report fields each section reads (GET /me/records/{reportId}/layout `sectionKeys`, issue 7 contract), and
// which public-records fields a set of sections needs. Person, phone and email sections read the `person` of the
// report (plus `timeline`); location sections read `location.<key>`, with `map` drawn from the address.

export const PERSON_SECTION_FIELDS: Partial<Record<ReportSection, readonly PersonField[]>> = {
  personal: ['names', 'dobs', 'dods', 'relatives', 'associates', 'jobs', 'educations'],
  contact: ['phones', 'emails'],
  locations: ['locations'],
  criminal: ['criminal_records'],
  sex_offenders: ['sex_offenses'],
  social: ['usernames', 'social'],
  businesses: ['businesses'],
  licenses: ['licenses'],
  finances: ['finances'],
  assets: ['assets'],
};

export const LOCATION_SECTION_FIELDS: Partial<Record<ReportSection, readonly LocationField[]>> = {
  map: ['address'],
  residents: ['residents'],
  neighbors: ['neighbors'],
  location: ['location'],
  ownership_history: ['ownership_history'],
  businesses: ['businesses'],
  evictions: ['evictions'],
  census: ['census'],
  demographics: ['demographics'],
  places: ['places'],
  crime_stats: ['crime_stats'],
  sex_offenders: ['sex_offenders'],
  forecast: ['forecast'],
};

/** Person fields that only a premium record shows (the fields of the premium sections). */
export const PREMIUM_PERSON_FIELDS: readonly PersonField[] = PREMIUM_REPORT_SECTIONS.flatMap(
  (section) => PERSON_SECTION_FIELDS[section] ?? [],
);

/** The report fields a section reads, as the layout names them. */
export function sectionKeys(type: ReportRecordType, section: ReportSection): string[] {
  if (type === 'location') return [...(LOCATION_SECTION_FIELDS[section] ?? [])];
  if (section === 'timeline') return ['timeline'];
  return [...(PERSON_SECTION_FIELDS[section] ?? [])];
}

/**
 * The layout of a report: the sections in the order of `names` (the desktop list of the stored `record-<type>`
 * dynamic layout, issue 56 point 4; other names, such as the side column's, skipped), or the built-in order of the
 * type when there is no stored layout or it names none of the type's sections.
 */
export function reportLayout(type: ReportRecordType, names?: readonly string[]) {
  const chosen = [...new Set((names ?? []).filter((name): name is ReportSection => isReportSection(type, name)))];
  const sections = chosen.length ? chosen : [...REPORT_SECTIONS[type]];
  return {
    type,
    sections,
    sectionKeys: Object.fromEntries(sections.map((section) => [section, sectionKeys(type, section)])),
  };
}
