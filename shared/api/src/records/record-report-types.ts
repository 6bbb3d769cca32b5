import { REPORT_SECTIONS, type ReportSection } from '@beacon/validation';

import type { RecordType } from './create-record';

// The shapes of GET /me/records/{id}/report (issue 7; server/README.md "Record reports"). The person and location
// parts are exactly what GET /people/{pointer} and GET /locations/{pointer} return with every field, so one set of
// types serves the search teasers, the report screens and the PDF.

/** A calendar date as public records give it; month and day are 1-based. */
export interface DateParts {
  year: number;
  month: number;
  day: number;
}

export interface DateRange {
  start: DateParts | null;
  end: DateParts | null;
}

/** Every fact says where it came from and when it was last seen (ISO date). */
export interface Sourced {
  source_type: string;
  last_seen: string;
}

export interface PersonName {
  first: string;
  middle: string | null;
  last: string;
  suffix: string | null;
}

export interface Address {
  street: string;
  street_number?: string;
  street_name?: string;
  city: string;
  state_code: string;
  zip_code: string;
  zip4?: string;
  country?: string;
  latitude?: number;
  longitude?: number;
}

export interface PersonRef {
  pointer: string;
  name: PersonName;
  age: number | null;
}

export interface NamedAs extends PersonName, Sourced {
  type: 'primary' | 'aka' | 'maiden';
}

export interface PersonLocation extends Sourced {
  pointer: string;
  address: Address;
  date_range: DateRange;
  current: boolean;
}

export interface BirthDate extends Sourced {
  date: DateParts;
  age: number | null;
}

export interface DeathDate extends Sourced {
  date: DateParts;
}

export interface PhoneFact extends Sourced {
  number: string;
  display: string;
  line_type: string;
  carrier: string;
  state: string;
  current: boolean;
  first_seen: string;
}

export interface EmailFact extends Sourced {
  address: string;
  first_seen: string;
}

export interface RelatedPerson extends PersonRef, Sourced {
  location: { city: string; state: string };
  relation: string;
  same_household?: boolean;
}

export interface UsernameFact extends Sourced {
  content: string;
}

export interface SocialProfile extends Sourced {
  network: string;
  url: string;
  username: string;
}

export interface JobFact extends Sourced {
  title: string;
  company: string;
  industry: string;
  date_range: DateRange;
}

export interface EducationFact extends Sourced {
  school: string;
  degree: string;
  field: string | null;
  date_range: DateRange;
}

export interface MatchIndicator {
  item: string;
  method_id: number;
  method: string;
}

export interface CriminalRecord extends Sourced {
  case_number: string;
  offense: string;
  offense_class: string;
  court: string;
  county: string;
  state: string;
  offense_date: DateParts;
  filing_date: DateParts;
  disposition: string;
  disposition_date: DateParts;
  sentence: string;
  match_indicators: MatchIndicator[];
}

export interface SexOffense extends Sourced {
  registered_on: DateParts;
  tier: number;
  offense: string;
  pointer: string;
  address: Address;
}

export interface CompanyName {
  name: string;
  /** Primary, Former, or another filing type (DBA …), which the client lists as alternate. */
  type: string;
}

export interface BusinessFact extends Sourced {
  company_names: CompanyName[];
  role: string;
  status: string;
  incorporated: DateParts;
  state: string;
  address: Address | null;
}

export interface LicenseFact extends Sourced {
  type: string;
  number: string;
  state: string;
  status: string;
  issued: DateParts;
  expires: DateParts;
}

export interface Bankruptcy extends Sourced {
  chapter: number;
  case_number: string;
  court: string;
  filed: DateParts;
  status: string;
}

export interface Lien extends Sourced {
  type: string;
  amount: number;
  creditor: string;
  filed: DateParts;
  released: DateParts | null;
}

export interface Judgment extends Sourced {
  plaintiff: string;
  amount: number;
  court: string;
  filed: DateParts;
}

export interface Finances {
  bankruptcies: Bankruptcy[];
  liens: Lien[];
  judgments: Judgment[];
}

export interface PropertyAsset extends Sourced {
  pointer: string;
  address: Address;
  purchased: DateParts;
  purchase_price: number;
  assessed_value: number;
}

export interface VehicleAsset extends Sourced {
  year: number;
  make: string;
  model: string;
  vin: string;
  color: string;
  state: string;
}

export interface WatercraftAsset extends Sourced {
  year: number;
  make: string;
  length_ft: number;
  hull_id: string;
  state: string;
}

export interface Assets {
  properties: PropertyAsset[];
  vehicles: VehicleAsset[];
  watercraft: WatercraftAsset[];
}

/** GET /people/{pointer} with every field; a report leaves out the fields of its locked sections. */
export interface PersonDetails {
  pointer: string;
  names?: NamedAs[];
  locations?: PersonLocation[];
  dobs?: BirthDate[];
  dods?: DeathDate[];
  phones?: PhoneFact[];
  emails?: EmailFact[];
  relatives?: RelatedPerson[];
  associates?: RelatedPerson[];
  usernames?: UsernameFact[];
  social?: SocialProfile[];
  jobs?: JobFact[];
  educations?: EducationFact[];
  criminal_records?: CriminalRecord[];
  sex_offenses?: SexOffense[];
  businesses?: BusinessFact[];
  licenses?: LicenseFact[];
  finances?: Finances;
  assets?: Assets;
}

export interface Resident extends PersonRef, Sourced {
  since: DateParts;
}

export interface Neighbor extends Sourced {
  pointer: string;
  address: Address;
  residents: PersonRef[];
}

export interface PropertyDetails extends Sourced {
  property_type: string;
  year_built: number;
  living_area_sqft: number;
  lot_sqft: number;
  bedrooms: number;
  bathrooms: number;
  estimated_value: number;
}

export interface Ownership extends Sourced {
  owner: PersonRef;
  from: DateParts;
  to: DateParts | null;
  sale_price: number;
}

export interface LocationBusiness extends Sourced {
  owner: PersonRef;
  name: string;
}

export interface Eviction extends Sourced {
  defendant: string;
  plaintiff: string;
  filed: DateParts;
  status: string;
}

export interface Census extends Sourced {
  zip_code: string;
  population: number;
  households: number;
  median_age: number;
  median_household_income: number;
  owner_occupied_percent: number;
  in_data_set: { places: number; residents: number };
}

export interface Demographics extends Sourced {
  /** percent of residents by age group: under_18, 18_to_64, 65_and_over */
  age_groups: Record<string, number>;
  /** percent of adults: high_school_or_higher, bachelors_or_higher */
  education: Record<string, number>;
  median_home_value: number;
}

export interface NearbyPlace extends Sourced {
  name: string;
  category: string;
  distance_miles: number;
}

export interface CrimeStats extends Sourced {
  violent_per_1000: number;
  property_per_1000: number;
  national_violent_per_1000: number;
  national_property_per_1000: number;
  year: number;
}

export interface NearbyOffender extends PersonRef, Sourced {
  offense: string;
  tier: number;
  registered_on: DateParts;
  location_pointer: string;
}

export interface ValueForecast extends Sourced {
  current_value: number;
  annual_change_percent: number;
  one_year: number;
  three_years: number;
  five_years: number;
}

/** GET /locations/{pointer} with every field. */
export interface LocationDetails {
  pointer: string;
  address?: Address;
  residents?: Resident[];
  neighbors?: Neighbor[];
  location?: PropertyDetails;
  ownership_history?: Ownership[];
  businesses?: LocationBusiness[];
  evictions?: Eviction[];
  census?: Census;
  demographics?: Demographics;
  places?: NearbyPlace[];
  crime_stats?: CrimeStats;
  sex_offenders?: NearbyOffender[];
  forecast?: ValueForecast;
}

// Section keys by record type come from @beacon/validation (the server checks paths and queries with the same
// lists): `ReportSection`, and `REPORT_SECTIONS` as the built-in layout when GET /me/records/{reportId}/layout fails.
export type { ReportSection };
export const DEFAULT_SECTIONS = REPORT_SECTIONS;

export interface TimelineEvent {
  date: DateParts;
  kind: string;
  title: string;
  source_type: string;
}

export interface LockedSection {
  section: ReportSection;
  requiredItem: string;
}

export interface Correction {
  section: string;
  value: string;
  active: boolean;
  updated: string;
}

export interface RecordReport {
  recordId: number;
  type: RecordType;
  pointer: string | null;
  generated: string;
  locked: LockedSection[];
  /** person records; for phone and email records the best match, or null when nobody matches */
  person?: PersonDetails | null;
  timeline?: TimelineEvent[];
  location?: LocationDetails;
  /** the number searched; line type, carrier and state are null when no record holds the number */
  phone?: {
    number: string;
    display: string;
    line_type: string | null;
    carrier: string | null;
    state: string | null;
  };
  email?: { address: string };
  /** by item id `<section>.<field>.<index>` */
  corrections: Record<string, Correction>;
  ratings: Partial<Record<ReportSection, number>>;
}

export interface RecordLayout {
  type: RecordType;
  sections: ReportSection[];
  sectionKeys: Partial<Record<ReportSection, string[]>>;
}

export interface RecordStats {
  recordId: number;
  sections: Partial<Record<ReportSection, number>>;
  lastUpdated: string;
  views: number;
}
