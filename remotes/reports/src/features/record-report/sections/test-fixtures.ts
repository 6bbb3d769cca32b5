import type {
  BusinessFact,
  CriminalRecord,
  EducationFact,
  Finances,
  JobFact,
  LicenseFact,
  LocationBusiness,
  LocationDetails,
  Neighbor,
  NearbyOffender,
  PersonDetails,
  RecordReport,
  RecordType,
  SexOffense,
  SocialProfile,
  TimelineEvent,
} from '@beacon/api';

import { boehmBlvdAddress, boehmBlvdPointer } from '@beacon/test-support/person-fixtures';

import { sampleLocation, samplePerson } from '../../../test-support/report-fixtures';

export { sampleLocation, samplePerson };

// Fixtures of the section tests. samplePerson and sampleLocation are real answers of GET /people/{pointer} and
// GET /locations/{pointer} (issue 7 brief); the rest is made by hand for the sections the sample leaves empty.

export const criminalRecords: CriminalRecord[] = [
  {
    case_number: 'MN-2011-004512',
    offense: 'Driving while impaired',
    offense_class: 'Misdemeanor',
    court: 'Minneapolis Municipal Court',
    county: 'Hennepin County',
    state: 'MN',
    offense_date: { year: 2011, month: 6, day: 12 },
    filing_date: { year: 2011, month: 7, day: 1 },
    disposition: 'Guilty',
    disposition_date: { year: 2011, month: 9, day: 30 },
    sentence: 'Fine',
    match_indicators: [
      { item: 'name', method_id: 1, method: 'exact' },
      { item: 'dob', method_id: 2, method: 'partial' },
      { item: 'address', method_id: 3, method: 'address history' },
    ],
    source_type: 'court_records',
    last_seen: '2011-09-30',
  },
  {
    case_number: 'MN-2016-118230',
    offense: 'Theft',
    offense_class: 'Felony',
    court: 'Saint Paul Municipal Court',
    county: 'Ramsey County',
    state: 'MN',
    offense_date: { year: 2016, month: 2, day: 3 },
    filing_date: { year: 2016, month: 2, day: 20 },
    disposition: 'Dismissed',
    disposition_date: { year: 2016, month: 8, day: 9 },
    sentence: '2 years probation',
    match_indicators: [{ item: 'name', method_id: 1, method: 'exact' }],
    source_type: 'court_records',
    last_seen: '2016-08-09',
  },
];

export const sexOffenses: SexOffense[] = [
  {
    registered_on: { year: 2012, month: 4, day: 2 },
    tier: 2,
    offense: 'Indecent exposure',
    pointer: boehmBlvdPointer,
    address: { ...boehmBlvdAddress, zip4: '0000' },
    source_type: 'sex_offender_registry',
    last_seen: '2025-10-01',
  },
];

export const socialProfiles: SocialProfile[] = [
  {
    network: 'linkedin.com',
    url: 'https://linkedin.com/in/peterlindqvist',
    username: 'peterlindqvist',
    source_type: 'social_media',
    last_seen: '2025-06-14',
  },
  {
    network: 'example.org',
    url: 'javascript:alert(1)',
    username: 'not-a-link',
    source_type: 'social_media',
    last_seen: '2024-01-02',
  },
];

export const jobs: JobFact[] = [
  {
    title: 'Senior Baker',
    company: 'Lindqvist Bakery Inc',
    industry: 'Food',
    date_range: { start: { year: 2012, month: 1, day: 9 }, end: null },
    source_type: 'employment_records',
    last_seen: '2025-10-01',
  },
];

export const universityEducation: EducationFact = {
  school: 'University of Minnesota',
  degree: "Bachelor's degree",
  field: 'Economics',
  date_range: { start: { year: 1996, month: 9, day: 1 }, end: { year: 2000, month: 6, day: 1 } },
  source_type: 'education_records',
  last_seen: '2000-06-01',
};

export const businesses: BusinessFact[] = [
  {
    company_names: [
      { name: 'Lindqvist Bakery Inc', type: 'Primary' },
      { name: 'Lindqvist Bakery, Inc.', type: 'Former' },
      { name: 'Lindqvist Baking Company', type: 'Former' },
      { name: 'Boehm Blvd Breads', type: 'DBA' },
    ],
    role: 'Owner',
    status: 'Active',
    incorporated: { year: 2012, month: 1, day: 9 },
    state: 'MN',
    address: { ...boehmBlvdAddress, zip4: '0000' },
    source_type: 'business_filings',
    last_seen: '2025-10-01',
  },
];

export const licenses: LicenseFact[] = [
  {
    type: 'Food Handler',
    number: 'FH83920A',
    state: 'MN',
    status: 'Active',
    issued: { year: 2018, month: 4, day: 1 },
    expires: { year: 2028, month: 4, day: 1 },
    source_type: 'licensing_board',
    last_seen: '2025-10-01',
  },
];

export const finances: Finances = {
  bankruptcies: [
    {
      chapter: 7,
      case_number: '04-51234',
      court: 'U.S. Bankruptcy Court, MN',
      filed: { year: 2004, month: 11, day: 3 },
      status: 'Discharged',
      source_type: 'court_records',
      last_seen: '2004-11-03',
    },
  ],
  liens: [
    {
      type: 'Federal tax lien',
      amount: 12500.5,
      creditor: 'Internal Revenue Service',
      filed: { year: 2008, month: 2, day: 14 },
      released: { year: 2010, month: 5, day: 1 },
      source_type: 'county_recorder',
      last_seen: '2008-02-14',
    },
  ],
  judgments: [
    {
      plaintiff: 'Midland Funding LLC',
      amount: 2310,
      court: 'Hennepin County District Court',
      filed: { year: 2015, month: 7, day: 21 },
      source_type: 'court_records',
      last_seen: '2015-07-21',
    },
  ],
};

export const timeline: TimelineEvent[] = [
  {
    date: { year: 2013, month: 2, day: 4 },
    kind: 'phone',
    title: 'Started using (612) 935-0239',
    source_type: 'phone_directory',
  },
  {
    date: { year: 2009, month: 3, day: 5 },
    kind: 'address',
    title: 'Moved to 4733 Boehm Blvd, Minneapolis, MN',
    source_type: 'property_records',
  },
  {
    date: { year: 2009, month: 3, day: 5 },
    kind: 'property',
    title: 'Bought 4733 Boehm Blvd for $111,000',
    source_type: 'property_records',
  },
  {
    date: { year: 1978, month: 9, day: 27 },
    kind: 'birth',
    title: 'Born',
    source_type: 'public_records',
  },
];

export const neighbors: Neighbor[] = [
  {
    pointer: 'Nb0rAddr001Pt0r2026A',
    address: {
      street: '4735 Boehm Blvd',
      street_number: '4735',
      street_name: 'Boehm Blvd',
      city: 'Minneapolis',
      state_code: 'MN',
      zip_code: '55408',
      zip4: '0000',
      country: 'US',
    },
    residents: [
      { pointer: 'Nb0rPers001Pt0r2026A', name: { first: 'Ada', middle: null, last: 'Moen', suffix: null }, age: 61 },
      { pointer: 'Nb0rPers002Pt0r2026A', name: { first: 'Ivo', middle: 'K', last: 'Moen', suffix: null }, age: null },
    ],
    source_type: 'property_records',
    last_seen: '2025-10-01',
  },
];

export const locationBusinesses: LocationBusiness[] = [
  {
    owner: {
      pointer: 'w-Qdmx4c8eMPt0r2026A',
      name: { first: 'Peter', middle: 'Bear', last: 'Lindqvist', suffix: null },
      age: 48,
    },
    name: 'Boehm Blvd Breads',
    source_type: 'business_filings',
    last_seen: '2025-10-01',
  },
];

export const nearbyOffenders: NearbyOffender[] = [
  {
    pointer: 'Offndr00001Pt0r2026A',
    name: { first: 'Carl', middle: null, last: 'Runolfsson', suffix: null },
    age: 52,
    offense: 'Indecent exposure',
    tier: 1,
    registered_on: { year: 2014, month: 10, day: 8 },
    location_pointer: 'Nb0rAddr002Pt0r2026A',
    source_type: 'sex_offender_registry',
    last_seen: '2025-10-01',
  },
];

/** The sample person with every section filled in. */
export const fullPerson: PersonDetails = {
  ...samplePerson,
  names: [
    ...(samplePerson.names ?? []),
    {
      first: 'Pete',
      middle: null,
      last: 'Lindqvist',
      suffix: null,
      type: 'aka',
      source_type: 'public_records',
      last_seen: '2020-02-02',
    },
  ],
  dods: [],
  social: socialProfiles,
  jobs,
  educations: [...(samplePerson.educations ?? []), universityEducation],
  criminal_records: criminalRecords,
  sex_offenses: sexOffenses,
  businesses,
  licenses,
  finances,
};

/** The sample location with the lists it leaves empty filled in. */
export const fullLocation: LocationDetails = {
  ...sampleLocation,
  neighbors,
  businesses: locationBusinesses,
  evictions: [
    {
      defendant: 'Jon Rael',
      plaintiff: 'Boehm Properties LLC',
      filed: { year: 2006, month: 1, day: 17 },
      status: 'Judgment for plaintiff',
      source_type: 'court_records',
      last_seen: '2006-03-01',
    },
  ],
  sex_offenders: nearbyOffenders,
};

/** A report of the given type around the given parts, with no corrections or ratings unless given. */
export function reportOf(type: RecordType, parts: Partial<RecordReport> = {}): RecordReport {
  return {
    recordId: 12,
    type,
    pointer: type === 'location' ? 'QxYkcn5bzkAPt0r2026A' : 'w-Qdmx4c8eMPt0r2026A',
    generated: '2026-11-21T17:00:00.000Z',
    locked: [],
    corrections: {},
    ratings: {},
    ...parts,
  };
}
