import type { Account, MemberRecord, PersonDetails, ProtectionMember } from '@beacon/api';
import { BALANCE_ITEMS, type BalanceItem } from '@beacon/session';

import { signedInUser } from './signed-in-user';

// The people, accounts and records that the web packages' tests share, in the contract's shapes (the client parses
// every body). A package's own fixtures build on these and stay in the package when only it uses them.

/** Balances of an account that holds nothing: every balance item at 0 (null would be unlimited). */
export const noProducts = Object.fromEntries(BALANCE_ITEMS.map((item) => [item, 0])) as Record<BalanceItem, number>;

export interface AccountOverrides extends Partial<Omit<Account, 'balances' | 'data'>> {
  balances?: Partial<Account['balances']>;
  data?: Partial<Account['data']>;
}

/**
 * The member's account as GET /v1/me answers it: the signed-in Grace Okafor (account 3) holding nothing, unless
 * told otherwise. `balances` and `data` are merged into the defaults.
 */
export function memberAccount(overrides: AccountOverrides = {}): Account {
  const { balances, data, ...fields } = overrides;
  return {
    id: Number(signedInUser.sub),
    email: 'grace@example.com',
    pin: null,
    first_name: signedInUser.firstName,
    last_name: signedInUser.lastName,
    hide_self_search_prompt_test: false,
    ...fields,
    balances: { ...noProducts, ...balances },
    data: {
      bg_crosssell_intent: null,
      customers_report: null,
      possible_customers_report: null,
      self_search_notified: false,
      dark_web_data_added: false,
      ...data,
    },
  };
}

/** Peter Lindqvist's home (premium@demo's own address), as the public-records answers spell an address. */
export const boehmBlvdAddress = {
  street: '4733 Boehm Blvd',
  street_number: '4733',
  street_name: 'Boehm Blvd',
  city: 'Minneapolis',
  state_code: 'MN',
  zip_code: '55408',
  zip4: '6831',
  country: 'US',
};

/** The location report's pointer of 4733 Boehm Blvd. */
export const boehmBlvdPointer = 'QxYkcn5bzkAPt0r2026A';

/** 4733 Boehm Blvd as a person's current location since March 2009 (an entry of PersonDetails.locations). */
export const boehmBlvdHome = {
  pointer: boehmBlvdPointer,
  address: boehmBlvdAddress,
  date_range: { start: { year: 2009, month: 3, day: 5 }, end: null },
  current: true,
  source_type: 'property_records',
  last_seen: '2025-10-01',
} satisfies NonNullable<PersonDetails['locations']>[number];

export interface RecordOverrides extends Partial<MemberRecord> {
  /** The account the record belongs to: the signed-in member's (3) unless told otherwise. */
  accountId?: number;
}

/**
 * A record of the member's list as GET /v1/me/records answers it, with no display data unless given: a person or
 * location record points at its report (`pointer-<recordId>`).
 */
export function memberRecord(
  recordId: number,
  type: MemberRecord['type'],
  { accountId = Number(signedInUser.sub), ...overrides }: RecordOverrides = {},
): MemberRecord {
  return {
    id: [accountId, type, recordId],
    recordId,
    reportId: String(recordId),
    type,
    pointer: type === 'person' || type === 'location' ? `pointer-${recordId}` : null,
    data: {},
    isArchived: false,
    isPremium: false,
    usageIds: {},
    created: '2026-11-21T15:42:51.677Z',
    updated: '2026-11-21T15:42:51.677Z',
    ...overrides,
  };
}

/** Grace's own member of Guardian's members list: protected, her first scan complete, unless told otherwise. */
export function protectionMember(overrides: Partial<ProtectionMember> = {}): ProtectionMember {
  return {
    id: 21,
    firstName: signedInUser.firstName,
    lastName: signedInUser.lastName,
    isSelf: true,
    pointer: 'w-Qdmx4c8eMPt0r2026A',
    usageId: 'u-21',
    reportId: '9',
    status: 'active',
    relationship: null,
    authorizedAt: null,
    score: 201,
    exposures: 2,
    removed: 1,
    scanStatus: 'complete',
    ...overrides,
  };
}

/** A member whose Guardian setup is still to do: nothing scanned, nothing found (overrides of protectionMember). */
export const setupRequired = {
  status: 'setup_required',
  score: null,
  exposures: 0,
  removed: 0,
  scanStatus: null,
} satisfies Partial<ProtectionMember>;
