import type { Account, MemberRecord, PersonDetails, RecordReport, RelatedPerson } from '@beacon/api';
import { boehmBlvdHome, memberAccount, memberRecord } from '@beacon/test-support/person-fixtures';

// Records, the account and person reports as the server sends them (the contract's shapes: the client parses every
// body), for the family tree tests.

export const RECORDS = 'GET /v1/me/records';
export const ACCOUNT = 'GET /v1/me';
export const reportRoute = (recordId: number) => `GET /v1/me/records/${recordId}/report`;

export function personRecord(
  recordId: number,
  name: { first: string; last: string },
  overrides: Partial<MemberRecord> = {},
): MemberRecord {
  return memberRecord(recordId, 'person', {
    data: {
      name: { first: name.first, middle: null, last: name.last },
      location: { address: { street: '4733 Boehm Blvd', city: 'Minneapolis', state: 'MN' } },
    },
    ...overrides,
  });
}

export const phoneRecord = memberRecord(20, 'phone', { data: { phone: { number: '6129350239' } } });

export function recordsList(items: MemberRecord[]) {
  return { items };
}

/** The signed-in member's account; `confirmed` is the record of their own confirmed report, if any. */
export function account(confirmed: number | null = null): Account {
  return memberAccount({
    balances: { person_report: null },
    data: { customers_report: confirmed === null ? null : { record_id: confirmed, pointer: `pointer-${confirmed}` } },
  });
}

export function relative(
  first: string,
  last: string,
  relation: string,
  overrides: Partial<RelatedPerson> = {},
): RelatedPerson {
  return {
    pointer: `${first.toLowerCase()}-${last.toLowerCase()}`,
    name: { first, middle: null, last, suffix: null },
    age: 40,
    location: { city: 'Minneapolis', state: 'MN' },
    relation,
    same_household: false,
    source_type: 'public_records',
    last_seen: '2025-10-01',
    ...overrides,
  };
}

/** Peter's relatives, in the server's (mixed) order, with relation words in several spellings. */
export const petersRelatives: RelatedPerson[] = [
  relative('Elvie', 'Lindqvist', 'child', { age: 5, same_household: true }),
  relative('Hayley', 'Lindqvist', 'Spouse', { age: 54, same_household: true }),
  relative('Morten', 'Lindqvist', 'cousin', { age: 61, location: { city: 'Duluth', state: 'MN' } }),
  relative('Ingrid', 'Lindqvist', 'PARENT', { age: 79, location: { city: 'Saint Paul', state: 'MN' } }),
  relative('Raegan', 'Lindqvist', 'daughter', { age: 22, same_household: true }),
  relative('Annika', 'Berg', 'sibling', { age: null, location: { city: 'Fargo', state: 'ND' } }),
];

export function person(first: string, last: string, relatives: RelatedPerson[] | undefined): PersonDetails {
  return {
    pointer: `${first.toLowerCase()}-${last.toLowerCase()}`,
    names: [
      {
        first,
        middle: null,
        last,
        suffix: null,
        type: 'primary',
        source_type: 'public_records',
        last_seen: '2025-10-01',
      },
    ],
    dobs: [
      {
        date: { year: 1978, month: 9, day: 27 },
        age: 48,
        source_type: 'public_records',
        last_seen: '2025-10-01',
      },
    ],
    locations: [boehmBlvdHome],
    ...(relatives ? { relatives } : {}),
  };
}

export function report(
  recordId: number,
  personDetails: PersonDetails | null,
  overrides: Partial<RecordReport> = {},
): RecordReport {
  return {
    recordId,
    type: 'person',
    pointer: personDetails?.pointer ?? null,
    generated: '2026-11-21T15:42:51.677Z',
    locked: [],
    person: personDetails,
    corrections: {},
    ratings: {},
    ...overrides,
  };
}
