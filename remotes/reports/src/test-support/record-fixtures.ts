import type { Account, MemberRecord, SuggestedReport } from '@beacon/api';
import { memberAccount, memberRecord } from '@beacon/test-support/person-fixtures';

// Records as GET /me/records returns them (server/README.md "Member records"), one per type.

/** A record of the given id and type as POST, GET or PATCH /me/records answers it, with no display data. */
export function recordOf(recordId: number, type: MemberRecord['type']): MemberRecord {
  return memberRecord(recordId, type, { accountId: account.id });
}

export const account: Account = memberAccount({
  id: 7,
  email: 'premium@demo.beacon.test',
  first_name: 'Peter',
  last_name: 'Lindqvist',
  balances: { person_report: null },
  data: { customers_report: null },
});

export const personRecord: MemberRecord = {
  ...recordOf(12, 'person'),
  pointer: 'w-Qdmx4c8eMPt0r2026A',
  data: {
    name: { first: 'Peter', middle: 'Bear', last: 'Lindqvist' },
    location: { address: { street: '4733 Boehm Blvd', city: 'Minneapolis', state: 'MN' } },
    dobs: [{ date: { year: 1978, month: 9, day: 27 } }],
    dods: [],
  },
};

export const phoneRecord: MemberRecord = {
  ...recordOf(13, 'phone'),
  data: {
    phone: { number: '6129350239' },
    name: { first: 'Hayley', middle: null, last: 'Lindqvist' },
    location: { address: { street: '4733 Boehm Blvd', city: 'Minneapolis', state: 'MN' } },
  },
};

export const emailRecord: MemberRecord = {
  ...recordOf(14, 'email'),
  data: { email: { address: 'someone@example.com' } },
};

export const locationRecord: MemberRecord = {
  ...recordOf(15, 'location'),
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
