import type { LocationDetails, PersonDetails, RecordReport } from '@beacon/api';
import { boehmBlvdAddress, boehmBlvdHome, boehmBlvdPointer } from '@beacon/test-support/person-fixtures';

// A real report's person and location (GET /people/{pointer} and GET /locations/{pointer} with every field:
// premium@demo's own person and their address), shared by the screen tests and the section tests.

export const samplePerson: PersonDetails = {
  pointer: 'w-Qdmx4c8eMPt0r2026A',
  names: [
    {
      first: 'Peter',
      middle: 'Bear',
      last: 'Lindqvist',
      suffix: null,
      type: 'primary',
      source_type: 'public_records',
      last_seen: '2025-10-01',
    },
  ],
  locations: [
    boehmBlvdHome,
    {
      pointer: 'eitpyuYWBXAPt0r2026A',
      address: {
        street: '31 Maggio Cir',
        street_number: '31',
        street_name: 'Maggio Cir',
        city: 'Minneapolis',
        state_code: 'MN',
        zip_code: '55433',
        zip4: '2947',
        country: 'US',
      },
      date_range: {
        start: {
          year: 2001,
          month: 5,
          day: 25,
        },
        end: {
          year: 2009,
          month: 3,
          day: 4,
        },
      },
      current: false,
      source_type: 'property_records',
      last_seen: '2009-03-04',
    },
    {
      pointer: 'zNR6cI4dgR8Pt0r2026A',
      address: {
        street: '8052 Moor Ln',
        street_number: '8052',
        street_name: 'Moor Ln',
        city: 'Saint Paul',
        state_code: 'MN',
        zip_code: '55118',
        zip4: '4309',
        country: 'US',
      },
      date_range: {
        start: {
          year: 1993,
          month: 5,
          day: 6,
        },
        end: {
          year: 2001,
          month: 5,
          day: 24,
        },
      },
      current: false,
      source_type: 'property_records',
      last_seen: '2001-05-24',
    },
  ],
  dobs: [
    {
      date: {
        year: 1978,
        month: 9,
        day: 27,
      },
      age: 48,
      source_type: 'public_records',
      last_seen: '2025-10-01',
    },
  ],
  dods: [],
  phones: [
    {
      number: '6129350239',
      display: '(612) 935-0239',
      line_type: 'mobile',
      carrier: 'US Cellular',
      state: 'MN',
      current: true,
      first_seen: '2013-02-04',
      last_seen: '2025-10-01',
      source_type: 'phone_directory',
    },
  ],
  emails: [
    {
      address: 'premium@demo.beacon.test',
      first_seen: '1999-03-07',
      last_seen: '2025-10-01',
      source_type: 'email_header',
    },
  ],
  relatives: [
    {
      pointer: 'JrST-H3WmrgPt0r2026A',
      name: {
        first: 'Hayley',
        middle: 'Anais',
        last: 'Lindqvist',
        suffix: null,
      },
      age: 54,
      location: {
        city: 'Minneapolis',
        state: 'MN',
      },
      relation: 'spouse',
      same_household: true,
      source_type: 'public_records',
      last_seen: '2025-10-01',
    },
    {
      pointer: '51Ma7mw323kPt0r2026A',
      name: {
        first: 'Elvie',
        middle: 'Blanche',
        last: 'Lindqvist',
        suffix: null,
      },
      age: 5,
      location: {
        city: 'Minneapolis',
        state: 'MN',
      },
      relation: 'child',
      same_household: true,
      source_type: 'public_records',
      last_seen: '2025-10-01',
    },
    {
      pointer: '5Hf5TJ6Fxa0Pt0r2026A',
      name: {
        first: 'Raegan',
        middle: null,
        last: 'Lindqvist',
        suffix: null,
      },
      age: 22,
      location: {
        city: 'Minneapolis',
        state: 'MN',
      },
      relation: 'child',
      same_household: true,
      source_type: 'public_records',
      last_seen: '2025-10-01',
    },
  ],
  associates: [
    {
      pointer: 'xy_4mdpv1g8Pt0r2026A',
      name: {
        first: 'Winston',
        middle: null,
        last: 'Collins',
        suffix: null,
      },
      age: 36,
      location: {
        city: 'Minneapolis',
        state: 'MN',
      },
      relation: 'shared address',
      source_type: 'public_records',
      last_seen: '2025-10-01',
    },
    {
      pointer: '1dCBQLrrSmIPt0r2026A',
      name: {
        first: 'Dorris',
        middle: 'Lynn',
        last: 'Rael',
        suffix: null,
      },
      age: 49,
      location: {
        city: 'Atlanta',
        state: 'GA',
      },
      relation: 'shared address',
      source_type: 'public_records',
      last_seen: '2025-10-01',
    },
    {
      pointer: 'm-lmAPghTCkPt0r2026A',
      name: {
        first: 'Jolie',
        middle: 'Kylie',
        last: 'Toy',
        suffix: null,
      },
      age: 51,
      location: {
        city: 'San Diego',
        state: 'CA',
      },
      relation: 'shared address',
      source_type: 'public_records',
      last_seen: '2025-10-01',
    },
    {
      pointer: 'MgJBeYDYnrgPt0r2026A',
      name: {
        first: 'Ally',
        middle: null,
        last: 'Stiedemann',
        suffix: null,
      },
      age: 59,
      location: {
        city: 'Kabetogama',
        state: 'MN',
      },
      relation: 'shared address',
      source_type: 'public_records',
      last_seen: '2025-10-01',
    },
    {
      pointer: 'IBg0wnG4u30Pt0r2026A',
      name: {
        first: 'Turner',
        middle: null,
        last: 'Stiedemann',
        suffix: null,
      },
      age: 58,
      location: {
        city: 'Kabetogama',
        state: 'MN',
      },
      relation: 'shared address',
      source_type: 'public_records',
      last_seen: '2025-10-01',
    },
  ],
  usernames: [
    {
      content: 'premium',
      source_type: 'email_header',
      last_seen: '2023-11-21',
    },
  ],
  social: [],
  jobs: [],
  educations: [
    {
      school: 'Saint Paul High School',
      degree: 'High School Diploma',
      field: null,
      date_range: {
        start: {
          year: 1992,
          month: 9,
          day: 27,
        },
        end: {
          year: 1996,
          month: 9,
          day: 27,
        },
      },
      source_type: 'education_records',
      last_seen: '1996-09-27',
    },
  ],
  criminal_records: [],
  sex_offenses: [],
  businesses: [],
  licenses: [],
  finances: {
    bankruptcies: [],
    liens: [],
    judgments: [],
  },
  assets: {
    properties: [
      {
        pointer: 'QxYkcn5bzkAPt0r2026A',
        address: {
          street: '4733 Boehm Blvd',
          city: 'Minneapolis',
          state_code: 'MN',
          zip_code: '55408',
        },
        purchased: {
          year: 2009,
          month: 3,
          day: 5,
        },
        purchase_price: 111000,
        assessed_value: 212600,
        source_type: 'property_records',
        last_seen: '2025-05-22',
      },
    ],
    vehicles: [
      {
        year: 2010,
        make: 'Chevrolet',
        model: 'Corvette',
        vin: 'JJUX2AE83VK882445',
        color: 'maroon',
        state: 'MN',
        source_type: 'dmv',
        last_seen: '2025-01-27',
      },
      {
        year: 2007,
        make: 'Mazda',
        model: 'Malibu',
        vin: 'HMZU38NR9PV999878',
        color: 'teal',
        state: 'MN',
        source_type: 'dmv',
        last_seen: '2023-11-22',
      },
    ],
    watercraft: [],
  },
};

export const sampleLocation: LocationDetails = {
  pointer: boehmBlvdPointer,
  address: {
    ...boehmBlvdAddress,
    latitude: 44.950912,
    longitude: -93.273208,
  },
  residents: [
    {
      pointer: 'w-Qdmx4c8eMPt0r2026A',
      name: {
        first: 'Peter',
        middle: 'Bear',
        last: 'Lindqvist',
        suffix: null,
      },
      age: 48,
      since: {
        year: 2009,
        month: 3,
        day: 5,
      },
      source_type: 'property_records',
      last_seen: '2025-10-01',
    },
    {
      pointer: 'JrST-H3WmrgPt0r2026A',
      name: {
        first: 'Hayley',
        middle: 'Anais',
        last: 'Lindqvist',
        suffix: null,
      },
      age: 54,
      since: {
        year: 2009,
        month: 3,
        day: 5,
      },
      source_type: 'property_records',
      last_seen: '2025-10-01',
    },
    {
      pointer: '51Ma7mw323kPt0r2026A',
      name: {
        first: 'Elvie',
        middle: 'Blanche',
        last: 'Lindqvist',
        suffix: null,
      },
      age: 5,
      since: {
        year: 2009,
        month: 3,
        day: 5,
      },
      source_type: 'property_records',
      last_seen: '2025-10-01',
    },
    {
      pointer: '5Hf5TJ6Fxa0Pt0r2026A',
      name: {
        first: 'Raegan',
        middle: null,
        last: 'Lindqvist',
        suffix: null,
      },
      age: 22,
      since: {
        year: 2009,
        month: 3,
        day: 5,
      },
      source_type: 'property_records',
      last_seen: '2025-10-01',
    },
  ],
  neighbors: [],
  location: {
    property_type: 'Single family',
    year_built: 1919,
    living_area_sqft: 975,
    lot_sqft: 9021,
    bedrooms: 2,
    bathrooms: 1,
    estimated_value: 212600,
    source_type: 'property_records',
    last_seen: '2025-10-01',
  },
  ownership_history: [
    {
      owner: {
        pointer: 'w-Qdmx4c8eMPt0r2026A',
        name: {
          first: 'Peter',
          middle: 'Bear',
          last: 'Lindqvist',
          suffix: null,
        },
        age: 48,
      },
      from: {
        year: 2009,
        month: 3,
        day: 5,
      },
      to: null,
      sale_price: 111000,
      source_type: 'property_records',
      last_seen: '2025-10-01',
    },
  ],
  businesses: [],
  evictions: [],
  census: {
    zip_code: '55408',
    population: 16354,
    households: 6081,
    median_age: 36.1,
    median_household_income: 153000,
    owner_occupied_percent: 72,
    in_data_set: {
      places: 1,
      residents: 4,
    },
    source_type: 'census',
    last_seen: '2025-10-01',
  },
  demographics: {
    age_groups: {
      under_18: 20,
      '18_to_64': 63,
      '65_and_over': 17,
    },
    education: {
      high_school_or_higher: 90,
      bachelors_or_higher: 49,
    },
    median_home_value: 858000,
    source_type: 'census',
    last_seen: '2025-10-01',
  },
  places: [
    {
      name: 'Beier - Mayert Restaurant',
      category: 'Restaurant',
      distance_miles: 3.6,
      source_type: 'business_listings',
      last_seen: '2025-10-01',
    },
    {
      name: 'Carter and Sons Gas station',
      category: 'Gas station',
      distance_miles: 1.1,
      source_type: 'business_listings',
      last_seen: '2025-10-01',
    },
    {
      name: 'Bechtelar Park',
      category: 'Park',
      distance_miles: 1.2,
      source_type: 'business_listings',
      last_seen: '2025-10-01',
    },
    {
      name: 'Labadie Elementary School',
      category: 'School',
      distance_miles: 2.2,
      source_type: 'business_listings',
      last_seen: '2025-10-01',
    },
    {
      name: 'Nolan - Balistreri Grocery',
      category: 'Grocery',
      distance_miles: 1.9,
      source_type: 'business_listings',
      last_seen: '2025-10-01',
    },
  ],
  crime_stats: {
    violent_per_1000: 6.2,
    property_per_1000: 35.8,
    national_violent_per_1000: 3.8,
    national_property_per_1000: 19.6,
    year: 2024,
    source_type: 'law_enforcement_reports',
    last_seen: '2025-10-01',
  },
  sex_offenders: [],
  forecast: {
    current_value: 212600,
    annual_change_percent: 1.3,
    one_year: 215400,
    three_years: 221000,
    five_years: 226800,
    source_type: 'valuation_model',
    last_seen: '2025-10-01',
  },
};

export function personReport(overrides: Partial<RecordReport> = {}): RecordReport {
  return {
    recordId: 12,
    type: 'person',
    pointer: 'w-Qdmx4c8eMPt0r2026A',
    generated: '2026-11-21T17:00:00.000Z',
    locked: [],
    person: samplePerson,
    timeline: [
      {
        date: { year: 2009, month: 3, day: 5 },
        kind: 'address',
        title: 'Moved to 4733 Boehm Blvd, Minneapolis, MN',
        source_type: 'property_records',
      },
    ],
    corrections: {},
    ratings: {},
    ...overrides,
  };
}

export function locationReport(overrides: Partial<RecordReport> = {}): RecordReport {
  return {
    recordId: 15,
    type: 'location',
    pointer: 'QxYkcn5bzkAPt0r2026A',
    generated: '2026-11-21T17:00:00.000Z',
    locked: [],
    location: sampleLocation,
    corrections: {},
    ratings: {},
    ...overrides,
  };
}
