import { faker } from '@faker-js/faker/locale/en';
import type {
  Assets,
  BusinessFact,
  CriminalRecord,
  DateParts,
  EducationFact,
  Finances,
  JobFact,
  LicenseFact,
  SocialProfile,
  UsernameFact,
} from '@beacon/validation';

import { FLAGS } from './public-records-model';
import { hashSeed } from './seeded-random';

// The descriptive facts of a record — jobs, educations, criminal records, businesses, licenses, finances, assets,
// usernames and social profiles of a person; property details, sales, evictions, census and demographic figures,
// nearby places, crime statistics and a value forecast of a place — expanded from the stored row and its flags with
// faker seeded by (data set seed, record id). So they are the same on every read and every build of the same seed,
// agree with what is stored (only people flagged as offenders have criminal records, their court is in a county
// they lived in, a property owner's property is their address), and cost no storage: a million people do not carry
// tens of millions of rows that nobody opens. Every fact carries its source type and a last-seen date.

export type { DateParts };

export function dateParts(iso: string): DateParts {
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) };
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

const DAY_MS = 86_400_000;

interface Context {
  seed: string;
  asOf: string;
}

function seeded(context: Context, kind: string, id: number): void {
  faker.seed(hashSeed(context.seed, kind, id));
}

function dateBetween(fromIso: string, toIso: string): string {
  const from = Date.parse(`${fromIso}T00:00:00Z`);
  const to = Math.max(from, Date.parse(`${toIso}T00:00:00Z`));
  return isoDate(from + faker.number.int({ min: 0, max: Math.max(0, Math.floor((to - from) / DAY_MS)) }) * DAY_MS);
}

function yearsAfter(iso: string, years: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return isoDate(date.getTime());
}

function minIso(a: string, b: string): string {
  return a < b ? a : b;
}

const OFFENSES = [
  { offense: 'Driving under the influence', offense_class: 'Misdemeanor' },
  { offense: 'Petty theft', offense_class: 'Misdemeanor' },
  { offense: 'Possession of a controlled substance', offense_class: 'Felony' },
  { offense: 'Disorderly conduct', offense_class: 'Misdemeanor' },
  { offense: 'Driving with a suspended license', offense_class: 'Misdemeanor' },
  { offense: 'Burglary, second degree', offense_class: 'Felony' },
  { offense: 'Simple assault', offense_class: 'Misdemeanor' },
  { offense: 'Reckless driving', offense_class: 'Misdemeanor' },
  { offense: 'Criminal trespass', offense_class: 'Misdemeanor' },
  { offense: 'Forgery', offense_class: 'Felony' },
  { offense: 'Speeding, 20 mph over the limit', offense_class: 'Traffic' },
];
const DISPOSITIONS = ['Guilty', 'Guilty plea', 'Dismissed', 'Deferred adjudication', 'Nolle prosequi', 'Convicted'];
const LICENSES = [
  'Registered Nurse',
  'Real Estate Salesperson',
  'Cosmetologist',
  'Electrician',
  'Plumber',
  'Certified Public Accountant',
  'Attorney',
  'Pharmacist',
  'Insurance Producer',
  'General Contractor',
  'Commercial Driver (CDL)',
  'Teacher',
];
const DEGREES = [
  'High School Diploma',
  'Associate of Arts',
  'Bachelor of Science',
  'Bachelor of Arts',
  'Master of Science',
  'MBA',
];
const FIELDS = [
  'Business',
  'Nursing',
  'Computer Science',
  'Education',
  'Psychology',
  'Biology',
  'Accounting',
  'History',
];
const NETWORKS = ['facebook.com', 'instagram.com', 'linkedin.com', 'x.com', 'pinterest.com', 'tiktok.com'];

export interface PersonFacts {
  usernames: UsernameFact[];
  social: SocialProfile[];
  jobs: JobFact[];
  educations: EducationFact[];
  criminal_records: CriminalRecord[];
  businesses: BusinessFact[];
  licenses: LicenseFact[];
  finances: Finances;
  assets: Assets;
}

/** What the expander reads of a stored person (a row of pr_people has it). */
export interface FactPerson {
  id: number;
  first_name: string;
  last_name: string;
  dob: string;
  dod: string | null;
  flags: number;
  city: string;
  state: string;
}

/** What the expander reads of a stored place (a row of pr_places has it). */
export interface FactPlace {
  id: number;
  street_number: number | string;
  street_name: string;
  city: string;
  state: string;
  zip: string;
}

export interface PersonFactInput {
  person: FactPerson;
  /** the person's addresses, newest first */
  places: Array<{ place: FactPlace; start_date: string; end_date: string | null }>;
  emails: string[];
  /** the pointer of a place (for properties) */
  placePointer: (placeId: number) => string;
}

function adultSince(person: FactPerson): string {
  return yearsAfter(person.dob, 18);
}

export function personFacts(context: Context, input: PersonFactInput): PersonFacts {
  const { person, places } = input;
  seeded(context, 'person', person.id);
  const until = person.dod ?? context.asOf;
  const adult = adultSince(person) <= context.asOf;
  const lastSeen = () => dateBetween(minIso(yearsAfter(until, -2), until), until);
  const firstName = person.first_name;
  const lastName = person.last_name;

  const usernames = input.emails.map((address) => ({
    content: address.split('@')[0]!,
    source_type: 'email_header',
    last_seen: lastSeen(),
  }));
  const social: PersonFacts['social'] = [];
  if (adult || faker.datatype.boolean(0.4)) {
    const count = faker.number.int({ min: 0, max: 3 });
    for (let k = 0; k < count; k += 1) {
      const network = NETWORKS[(person.id + k) % NETWORKS.length]!;
      const username = faker.internet.username({ firstName, lastName }).toLowerCase();
      social.push({
        network,
        url: `https://${network}/${network === 'linkedin.com' ? 'in/' : ''}${username}`,
        username,
        source_type: 'social_media',
        last_seen: lastSeen(),
      });
    }
  }

  const jobs: PersonFacts['jobs'] = [];
  const educations: PersonFacts['educations'] = [];
  if (adult) {
    const jobCount = faker.number.int({ min: 0, max: 3 });
    let end: string | null = person.dod ? person.dod : null;
    for (let k = 0; k < jobCount; k += 1) {
      const start = dateBetween(adultSince(person), end ?? context.asOf);
      jobs.push({
        title: faker.person.jobTitle(),
        company: faker.company.name(),
        industry: faker.person.jobArea(),
        date_range: { start: dateParts(start), end: end ? dateParts(end) : null },
        source_type: 'employment_records',
        last_seen: end ?? lastSeen(),
      });
      end = start;
    }
    const schools = faker.number.int({ min: 1, max: 2 });
    for (let k = 0; k < schools; k += 1) {
      const place = places[places.length - 1]?.place;
      const graduated = yearsAfter(person.dob, k === 0 ? 18 : 22);
      if (graduated > context.asOf) break;
      educations.push({
        school:
          k === 0
            ? `${place?.city ?? faker.location.city()} High School`
            : `${faker.helpers.arrayElement(['University of', 'State University of'])} ${faker.location.state()}`,
        degree: DEGREES[k === 0 ? 0 : faker.number.int({ min: 1, max: DEGREES.length - 1 })]!,
        field: k === 0 ? null : faker.helpers.arrayElement(FIELDS),
        date_range: { start: dateParts(yearsAfter(graduated, k === 0 ? -4 : -4)), end: dateParts(graduated) },
        source_type: 'education_records',
        last_seen: graduated,
      });
    }
  }

  const criminal_records: PersonFacts['criminal_records'] = [];
  if (person.flags & FLAGS.criminal) {
    const count = faker.number.int({ min: 1, max: 3 });
    for (let k = 0; k < count; k += 1) {
      const residence = faker.helpers.arrayElement(places);
      const offenseDate = dateBetween(
        residence
          ? residence.start_date > adultSince(person)
            ? residence.start_date
            : adultSince(person)
          : adultSince(person),
        residence?.end_date ?? until,
      );
      const charge = faker.helpers.arrayElement(OFFENSES);
      const filing = dateBetween(offenseDate, minIso(yearsAfter(offenseDate, 1), context.asOf));
      const disposed = dateBetween(filing, minIso(yearsAfter(filing, 1), context.asOf));
      const city = residence?.place.city ?? person.city;
      const state = residence?.place.state ?? person.state;
      criminal_records.push({
        case_number: `${state}-${offenseDate.slice(0, 4)}-${faker.string.numeric(6)}`,
        offense: charge.offense,
        offense_class: charge.offense_class,
        court: `${city} Municipal Court`,
        county: `${city} County`,
        state,
        offense_date: dateParts(offenseDate),
        filing_date: dateParts(filing),
        disposition: faker.helpers.arrayElement(DISPOSITIONS),
        disposition_date: dateParts(disposed),
        sentence:
          charge.offense_class === 'Felony' ? `${faker.number.int({ min: 1, max: 5 })} years probation` : 'Fine',
        match_indicators: [
          { item: 'name', method_id: 1, method: 'exact' },
          { item: 'dob', method_id: 2, method: faker.datatype.boolean(0.8) ? 'exact' : 'partial' },
          ...(residence ? [{ item: 'address', method_id: 3, method: 'address history' }] : []),
        ],
        source_type: 'court_records',
        last_seen: disposed,
      });
    }
  }

  const businesses: PersonFacts['businesses'] = [];
  if (person.flags & FLAGS.business) {
    const place = places[0]?.place;
    const primary = `${lastName} ${faker.helpers.arrayElement(['Plumbing', 'Consulting', 'Landscaping', 'Auto Repair', 'Bakery', 'Realty', 'Construction', 'Design'])}`;
    const suffix = faker.helpers.arrayElement(['LLC', 'Inc', 'Co']);
    const incorporated = dateBetween(yearsAfter(person.dob, 25), context.asOf);
    businesses.push({
      company_names: [
        { name: `${primary} ${suffix}`, type: 'Primary' },
        // the same company as filed earlier (a duplicate up to punctuation, which the client removes)
        { name: `${primary}, ${suffix}.`, type: 'Former' },
        { name: `${primary} & Sons`, type: 'DBA' },
      ],
      role: faker.helpers.arrayElement(['Owner', 'Registered Agent', 'President', 'Managing Member']),
      status: faker.datatype.boolean(0.75) ? 'Active' : 'Dissolved',
      incorporated: dateParts(incorporated),
      state: place?.state ?? person.state,
      address: place
        ? {
            street: `${place.street_number} ${place.street_name}`,
            city: place.city,
            state_code: place.state,
            zip_code: place.zip,
          }
        : null,
      source_type: 'business_filings',
      last_seen: lastSeen(),
    });
  }

  const licenses: PersonFacts['licenses'] = [];
  if (person.flags & FLAGS.license) {
    const issued = dateBetween(yearsAfter(person.dob, 23), context.asOf);
    licenses.push({
      type: faker.helpers.arrayElement(LICENSES),
      number: faker.string.alphanumeric({ length: 8, casing: 'upper' }),
      state: person.state,
      status: yearsAfter(issued, 10) > context.asOf ? 'Active' : 'Expired',
      issued: dateParts(issued),
      expires: dateParts(yearsAfter(issued, 10)),
      source_type: 'licensing_board',
      last_seen: lastSeen(),
    });
  }

  const court = () =>
    `${person.city} County ${faker.helpers.arrayElement(['Circuit Court', 'District Court', 'Superior Court'])}`;
  const finances: PersonFacts['finances'] = { bankruptcies: [], liens: [], judgments: [] };
  if (person.flags & FLAGS.bankruptcy) {
    const filed = dateBetween(yearsAfter(person.dob, 22), context.asOf);
    finances.bankruptcies.push({
      chapter: faker.helpers.arrayElement([7, 7, 13]),
      case_number: `${faker.string.numeric(2)}-${faker.string.numeric(5)}`,
      court: `U.S. Bankruptcy Court, ${person.state}`,
      filed: dateParts(filed),
      status: faker.helpers.arrayElement(['Discharged', 'Dismissed', 'Open']),
      source_type: 'court_records',
      last_seen: filed,
    });
  }
  if (person.flags & FLAGS.lien) {
    const filed = dateBetween(yearsAfter(person.dob, 22), context.asOf);
    finances.liens.push({
      type: faker.helpers.arrayElement(['Federal tax lien', 'State tax lien', "Mechanic's lien"]),
      amount: faker.number.int({ min: 800, max: 90_000 }),
      creditor: faker.helpers.arrayElement([
        'Internal Revenue Service',
        `${person.state} Department of Revenue`,
        faker.company.name(),
      ]),
      filed: dateParts(filed),
      released: faker.datatype.boolean(0.5) ? dateParts(dateBetween(filed, context.asOf)) : null,
      source_type: 'county_recorder',
      last_seen: filed,
    });
  }
  if (person.flags & FLAGS.judgment) {
    const filed = dateBetween(yearsAfter(person.dob, 21), context.asOf);
    finances.judgments.push({
      plaintiff: faker.helpers.arrayElement([
        'Capital One Bank',
        'Midland Funding LLC',
        'Portfolio Recovery Associates',
        faker.company.name(),
      ]),
      amount: faker.number.int({ min: 300, max: 25_000 }),
      court: court(),
      filed: dateParts(filed),
      source_type: 'court_records',
      last_seen: filed,
    });
  }

  const assets: PersonFacts['assets'] = { properties: [], vehicles: [], watercraft: [] };
  if (person.flags & FLAGS.property && places[0]) {
    const { place, start_date } = places[0];
    assets.properties.push({
      pointer: input.placePointer(place.id),
      address: {
        street: `${place.street_number} ${place.street_name}`,
        city: place.city,
        state_code: place.state,
        zip_code: place.zip,
      },
      purchased: dateParts(start_date),
      purchase_price: placeValue(context, place, start_date),
      assessed_value: placeValue(context, place, context.asOf),
      source_type: 'property_records',
      last_seen: lastSeen(),
    });
  }
  if (person.flags & FLAGS.vehicle) {
    const count = faker.number.int({ min: 1, max: 2 });
    for (let k = 0; k < count; k += 1) {
      assets.vehicles.push({
        year: faker.number.int({ min: 2004, max: Number(context.asOf.slice(0, 4)) }),
        make: faker.vehicle.manufacturer(),
        model: faker.vehicle.model(),
        vin: faker.vehicle.vin(),
        color: faker.vehicle.color(),
        state: person.state,
        source_type: 'dmv',
        last_seen: lastSeen(),
      });
    }
  }
  if (person.flags & FLAGS.watercraft) {
    assets.watercraft.push({
      year: faker.number.int({ min: 1995, max: Number(context.asOf.slice(0, 4)) }),
      make: faker.helpers.arrayElement(['Bayliner', 'Sea Ray', 'Boston Whaler', 'Yamaha', 'Tracker']),
      length_ft: faker.number.int({ min: 14, max: 32 }),
      hull_id: faker.string.alphanumeric({ length: 12, casing: 'upper' }),
      state: person.state,
      source_type: 'watercraft_registry',
      last_seen: lastSeen(),
    });
  }

  return { usernames, social, jobs, educations, criminal_records, businesses, licenses, finances, assets };
}

// ---- places ---------------------------------------------------------------------------------------------------------

/** The place's value at a date: a ZIP-level price per square foot, the size of the house, 4 % a year. */
export function placeValue(context: Context, place: FactPlace, atIso: string): number {
  const zipFactor = 80 + (hashSeed(context.seed, 'zip-price', place.zip) % 420);
  const sqft = 900 + (hashSeed(context.seed, 'sqft', place.id) % 2600);
  const years = (Date.parse(`${context.asOf}T00:00:00Z`) - Date.parse(`${atIso}T00:00:00Z`)) / (365.25 * DAY_MS);
  return Math.round((zipFactor * sqft) / Math.pow(1.04, years) / 100) * 100;
}

export function propertyDetails(context: Context, place: FactPlace) {
  seeded(context, 'place', place.id);
  const sqft = 900 + (hashSeed(context.seed, 'sqft', place.id) % 2600);
  return {
    property_type: faker.helpers.arrayElement([
      'Single family',
      'Single family',
      'Single family',
      'Townhouse',
      'Condominium',
      'Duplex',
    ]),
    year_built: faker.number.int({ min: 1910, max: 2022 }),
    living_area_sqft: sqft,
    lot_sqft: sqft + faker.number.int({ min: 500, max: 12_000 }),
    bedrooms: Math.max(1, Math.round(sqft / 650)),
    bathrooms: Math.max(1, Math.round(sqft / 900)),
    estimated_value: placeValue(context, place, context.asOf),
    source_type: 'property_records',
    last_seen: context.asOf,
  };
}

export function zipFigures(context: Context, zip: string, counts: { places: number; residents: number }) {
  faker.seed(hashSeed(context.seed, 'zip', zip));
  const population = faker.number.int({ min: 2_000, max: 60_000 });
  const medianIncome = faker.number.int({ min: 32, max: 160 }) * 1000;
  const under18 = faker.number.int({ min: 15, max: 28 });
  const over65 = faker.number.int({ min: 10, max: 25 });
  return {
    census: {
      zip_code: zip,
      population,
      households: Math.round(population / faker.number.float({ min: 2.2, max: 2.9 })),
      median_age: faker.number.float({ min: 29, max: 48, fractionDigits: 1 }),
      median_household_income: medianIncome,
      owner_occupied_percent: faker.number.int({ min: 35, max: 82 }),
      in_data_set: counts,
      source_type: 'census',
      last_seen: context.asOf,
    },
    demographics: {
      age_groups: { under_18: under18, '18_to_64': 100 - under18 - over65, '65_and_over': over65 },
      education: {
        high_school_or_higher: faker.number.int({ min: 78, max: 97 }),
        bachelors_or_higher: faker.number.int({ min: 15, max: 65 }),
      },
      median_home_value: Math.round((medianIncome * faker.number.float({ min: 2.5, max: 6 })) / 1000) * 1000,
      source_type: 'census',
      last_seen: context.asOf,
    },
    crime_stats: {
      violent_per_1000: faker.number.float({ min: 0.5, max: 12, fractionDigits: 1 }),
      property_per_1000: faker.number.float({ min: 5, max: 45, fractionDigits: 1 }),
      national_violent_per_1000: 3.8,
      national_property_per_1000: 19.6,
      year: Number(context.asOf.slice(0, 4)) - 1,
      source_type: 'law_enforcement_reports',
      last_seen: context.asOf,
    },
  };
}

export function nearbyPlaces(context: Context, place: FactPlace) {
  seeded(context, 'nearby', place.id);
  const categories = ['School', 'Grocery', 'Park', 'Hospital', 'Restaurant', 'Pharmacy', 'Library', 'Gas station'];
  return faker.helpers.arrayElements(categories, 5).map((category) => ({
    name:
      category === 'School'
        ? `${faker.person.lastName()} Elementary School`
        : category === 'Park'
          ? `${faker.person.lastName()} Park`
          : `${faker.company.name()} ${category}`,
    category,
    distance_miles: faker.number.float({ min: 0.1, max: 4.5, fractionDigits: 1 }),
    source_type: 'business_listings',
    last_seen: context.asOf,
  }));
}

export function valueForecast(context: Context, place: FactPlace) {
  const value = placeValue(context, place, context.asOf);
  const trend = ((hashSeed(context.seed, 'trend', place.zip) % 90) - 20) / 1000; // -2 % .. +7 % a year
  return {
    current_value: value,
    annual_change_percent: Math.round(trend * 1000) / 10,
    one_year: Math.round((value * (1 + trend)) / 100) * 100,
    three_years: Math.round((value * Math.pow(1 + trend, 3)) / 100) * 100,
    five_years: Math.round((value * Math.pow(1 + trend, 5)) / 100) * 100,
    source_type: 'valuation_model',
    last_seen: context.asOf,
  };
}

export function evictionCase(
  context: Context,
  household: { id: number; name: string; start: string; end: string | null },
) {
  faker.seed(hashSeed(context.seed, 'eviction', household.id));
  const filed = dateBetween(household.start, household.end ?? context.asOf);
  return {
    defendant: household.name,
    plaintiff: faker.helpers.arrayElement([
      `${faker.person.lastName()} Properties LLC`,
      `${faker.company.name()} Management`,
    ]),
    filed: dateParts(filed),
    status: faker.helpers.arrayElement(['Judgment for plaintiff', 'Dismissed', 'Settled']),
    source_type: 'court_records',
    last_seen: filed,
  };
}
