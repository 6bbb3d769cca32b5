// A person report's answer as the demo server sends it (lists cut to two items), with a correction and ratings.
export const personReportAnswer: unknown = {
  recordId: 1,
  type: 'person',
  pointer: 'gQlx-zRGKt_oz5Ikq8w9',
  generated: '2026-11-29T01:18:35.678Z',
  locked: [
    {
      section: 'criminal',
      requiredItem: 'premium_person_report',
    },
    {
      section: 'finances',
      requiredItem: 'premium_person_report',
    },
  ],
  corrections: {
    'personal.names.0': {
      section: 'personal',
      value: 'Peter J. Lindqvist',
      active: true,
      updated: '2026-11-20T10:00:00.000Z',
    },
  },
  ratings: {
    timeline: 4,
    contact: 5,
  },
  person: {
    pointer: 'gQlx-zRGKt_oz5Ikq8w9',
    names: [
      {
        first: 'Peter',
        middle: null,
        last: 'Lindqvist',
        suffix: null,
        type: 'primary',
        source_type: 'public_records',
        last_seen: '2025-10-01',
      },
    ],
    locations: [
      {
        pointer: 'cjfnqpk93rmjwOZRqlMX',
        address: {
          street: '4733 King Blvd',
          street_number: '4733',
          street_name: 'King Blvd',
          city: 'Minneapolis',
          state_code: 'MN',
          zip_code: '55408',
          zip4: '6831',
          country: 'US',
        },
        date_range: {
          start: {
            year: 2016,
            month: 4,
            day: 14,
          },
          end: null,
        },
        current: true,
        source_type: 'property_records',
        last_seen: '2025-10-01',
      },
      {
        pointer: '2EI2LOhV6At7lDp8Lzzp',
        address: {
          street: '3614 S Smith Ln',
          street_number: '3614',
          street_name: 'S Smith Ln',
          city: 'Plaistow',
          state_code: 'NH',
          zip_code: '03865',
          zip4: '7018',
          country: 'US',
        },
        date_range: {
          start: {
            year: 2008,
            month: 2,
            day: 26,
          },
          end: {
            year: 2016,
            month: 4,
            day: 13,
          },
        },
        current: false,
        source_type: 'property_records',
        last_seen: '2016-04-13',
      },
    ],
    dobs: [
      {
        date: {
          year: 1977,
          month: 12,
          day: 20,
        },
        age: 48,
        source_type: 'public_records',
        last_seen: '2025-10-01',
      },
    ],
    dods: [],
    phones: [
      {
        number: '3207124779',
        display: '(320) 712-4779',
        line_type: 'landline',
        carrier: 'AT&T',
        state: 'MN',
        current: true,
        first_seen: '2016-09-07',
        source_type: 'phone_directory',
        last_seen: '2025-10-01',
      },
      {
        number: '9527877169',
        display: '(952) 787-7169',
        line_type: 'mobile',
        carrier: 'Cricket Wireless',
        state: 'MN',
        current: true,
        first_seen: '2016-09-18',
        source_type: 'phone_directory',
        last_seen: '2025-10-01',
      },
    ],
    emails: [
      {
        address: 'premium@demo.beacon.test',
        first_seen: '2006-06-12',
        source_type: 'email_header',
        last_seen: '2025-10-01',
      },
    ],
    relatives: [
      {
        pointer: '07_FT_-ShKWtdIGjjYUj',
        name: {
          first: 'Jessica',
          middle: 'Mary',
          last: 'Lindqvist',
          suffix: null,
        },
        age: 43,
        location: {
          city: 'Minneapolis',
          state: 'MN',
        },
        relation: 'spouse',
        source_type: 'public_records',
        last_seen: '2025-10-01',
        same_household: true,
      },
      {
        pointer: 'zSIfNXTj5_6BJ-czLIFx',
        name: {
          first: 'Christopher',
          middle: 'Caleb',
          last: 'Lindqvist',
          suffix: null,
        },
        age: 16,
        location: {
          city: 'Minneapolis',
          state: 'MN',
        },
        relation: 'child',
        source_type: 'public_records',
        last_seen: '2025-10-01',
        same_household: true,
      },
    ],
    associates: [],
    usernames: [
      {
        content: 'premium',
        source_type: 'email_header',
        last_seen: '2025-06-15',
      },
    ],
    social: [
      {
        network: 'tiktok.com',
        url: 'https://tiktok.com/peter_lindqvist',
        username: 'peter_lindqvist',
        source_type: 'social_media',
        last_seen: '2025-07-11',
      },
      {
        network: 'facebook.com',
        url: 'https://facebook.com/peter.lindqvist',
        username: 'peter.lindqvist',
        source_type: 'social_media',
        last_seen: '2024-12-14',
      },
    ],
    jobs: [
      {
        title: 'Investor Operations Designer',
        company: "Mante, Mann and O'Keefe-Funk",
        industry: 'Quality',
        date_range: {
          start: {
            year: 2017,
            month: 5,
            day: 30,
          },
          end: null,
        },
        source_type: 'employment_records',
        last_seen: '2023-10-18',
      },
    ],
    educations: [
      {
        school: 'Hampton High School',
        degree: 'High School Diploma',
        field: null,
        date_range: {
          start: {
            year: 1991,
            month: 12,
            day: 20,
          },
          end: {
            year: 1995,
            month: 12,
            day: 20,
          },
        },
        source_type: 'education_records',
        last_seen: '1995-12-20',
      },
    ],
    sex_offenses: [],
    businesses: [],
    licenses: [],
  },
  timeline: [
    {
      date: {
        year: 2017,
        month: 5,
        day: 30,
      },
      kind: 'job',
      title: "Started as Investor Operations Designer at Mante, Mann and O'Keefe-Funk",
      source_type: 'employment_records',
    },
    {
      date: {
        year: 2016,
        month: 9,
        day: 18,
      },
      kind: 'phone',
      title: 'Started using mobile phone (952) 787-7169',
      source_type: 'phone_directory',
    },
  ],
};
