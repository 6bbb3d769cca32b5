import type { LocationDetails, PersonDetails, RecordReport } from '@beacon/api';

// Slices of a real report (GET /me/records/{id}/report, premium@demo's own person and their address).

export const samplePerson: PersonDetails = {
  pointer: 'w-Qdmx4c8eM',
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
    {
      pointer: 'QxYkcn5bzkA',
      address: {
        street: '4733 Boehm Blvd',
        street_number: '4733',
        street_name: 'Boehm Blvd',
        city: 'Minneapolis',
        state_code: 'MN',
        zip_code: '55408',
        zip4: '6831',
        country: 'US',
      },
      date_range: {
        start: {
          year: 2009,
          month: 3,
          day: 5,
        },
        end: null,
      },
      current: true,
      source_type: 'property_records',
      last_seen: '2025-10-01',
    },
    {
      pointer: 'eitpyuYWBXA',
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
  usernames: [
    {
      content: 'premium',
      source_type: 'email_header',
      last_seen: '2023-11-21',
    },
  ],
  social: [],
  jobs: [],
};

export const sampleLocation: LocationDetails = {
  pointer: 'QxYkcn5bzkA',
  address: {
    street: '4733 Boehm Blvd',
    street_number: '4733',
    street_name: 'Boehm Blvd',
    city: 'Minneapolis',
    state_code: 'MN',
    zip_code: '55408',
    zip4: '6831',
    country: 'US',
    latitude: 44.950912,
    longitude: -93.273208,
  },
  residents: [
    {
      pointer: 'w-Qdmx4c8eM',
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
  ],
};

export function personReport(overrides: Partial<RecordReport> = {}): RecordReport {
  return {
    recordId: 12,
    type: 'person',
    pointer: 'w-Qdmx4c8eM',
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
    pointer: 'QxYkcn5bzkA',
    generated: '2026-11-21T17:00:00.000Z',
    locked: [],
    location: sampleLocation,
    corrections: {},
    ratings: {},
    ...overrides,
  };
}
