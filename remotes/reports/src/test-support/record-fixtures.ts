import type { MemberRecord, SuggestedReport } from '@beacon/api';

// Records as GET /me/records returns them (server/README.md "Member records"), one per type.

/** A record of the given id and type as POST, GET or PATCH /me/records answers it, with no display data. */
export function recordOf(recordId: number, type: MemberRecord['type']): MemberRecord {
  return { ...base(recordId, type), data: {} };
}

function base(recordId: number, type: MemberRecord['type']): Omit<MemberRecord, 'data'> {
  return {
    id: [7, type, recordId],
    recordId,
    reportId: String(recordId),
    type,
    pointer: type === 'person' || type === 'location' ? `pointer${recordId}` : null,
    isArchived: false,
    isPremium: false,
    usageIds: {},
    created: '2026-11-21T15:42:51.677Z',
    updated: '2026-11-21T15:42:51.677Z',
  };
}

export const personRecord: MemberRecord = {
  ...base(12, 'person'),
  pointer: 'w-Qdmx4c8eMPt0r2026A',
  data: {
    name: { first: 'Peter', middle: 'Bear', last: 'Lindqvist' },
    location: { address: { street: '4733 Boehm Blvd', city: 'Minneapolis', state: 'MN' } },
    dobs: [{ date: { year: 1978, month: 9, day: 27 } }],
    dods: [],
  },
};

export const phoneRecord: MemberRecord = {
  ...base(13, 'phone'),
  data: {
    phone: { number: '6129350239' },
    name: { first: 'Hayley', middle: null, last: 'Lindqvist' },
    location: { address: { street: '4733 Boehm Blvd', city: 'Minneapolis', state: 'MN' } },
  },
};

export const emailRecord: MemberRecord = { ...base(14, 'email'), data: { email: { address: 'someone@example.com' } } };

export const locationRecord: MemberRecord = {
  ...base(15, 'location'),
  data: {
    address: {
      street: '1182 West Rd',
      street_number: '1182',
      street_name: 'West Rd',
      city: 'San Antonio',
      state_code: 'TX',
      zip_code: '78209',
    },
    pointer: 'eNm9a6JLGOIPt0r2026A',
  },
};

export const account = {
  id: 7,
  email: 'premium@demo.beacon.test',
  pin: null,
  first_name: 'Peter',
  last_name: 'Lindqvist',
  hide_self_search_prompt_test: false,
  balances: {
    person_report: null,
    premium_person_report: 0,
    guardian: 0,
    guardian_family_addon: 0,
    dark_web_monitoring: 0,
    identity_monitoring: 0,
    data_monitoring: 0,
  },
  data: { customers_report: null },
};

/** A relative of the member's person record who has no report yet (GET /v1/me/suggested-reports/). */
export const suggestedRelative: SuggestedReport = {
  pointer: 'JrST-H3WmrgPt0r2026A',
  type: 'person',
  name: { first: 'Hayley', middle: 'Anais', last: 'Lindqvist' },
  age: 54,
  location: { city: 'Minneapolis', state: 'MN' },
  reason: 'relative',
  fromRecordId: 12,
};
