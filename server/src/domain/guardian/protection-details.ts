import type { SubjectAddress } from './scan-subject';

// What a protection member gave Guardian (stored as JSON in protection_members.details): the details the scans look
// for and the identity details to monitor. Read defensively: a row written by an older version may lack a field.

export interface ProtectionDetails {
  middleName: string;
  dob: string | null;
  otherNames: string[];
  addresses: SubjectAddress[];
  phones: string[];
  emails: string[];
  monitored: { emails: string[]; phones: string[]; usernames: string[] };
}

export const EMPTY_DETAILS: ProtectionDetails = {
  middleName: '',
  dob: null,
  otherNames: [],
  addresses: [],
  phones: [],
  emails: [],
  monitored: { emails: [], phones: [], usernames: [] },
};

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function address(value: unknown): SubjectAddress | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { street, city, state, zip } = value as Record<string, unknown>;
  if (typeof street !== 'string' || typeof city !== 'string' || typeof state !== 'string') return undefined;
  return { street, city, state, zip: typeof zip === 'string' ? zip : '' };
}

export function parseProtectionDetails(json: string): ProtectionDetails {
  let raw: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(json);
    raw = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    raw = {};
  }
  const monitored = (typeof raw.monitored === 'object' && raw.monitored !== null ? raw.monitored : {}) as Record<
    string,
    unknown
  >;
  return {
    middleName: typeof raw.middleName === 'string' ? raw.middleName : '',
    dob: typeof raw.dob === 'string' && raw.dob ? raw.dob : null,
    otherNames: strings(raw.otherNames),
    addresses: (Array.isArray(raw.addresses) ? raw.addresses : [])
      .map(address)
      .filter((item): item is SubjectAddress => item !== undefined),
    phones: strings(raw.phones),
    emails: strings(raw.emails),
    monitored: {
      emails: strings(monitored.emails),
      phones: strings(monitored.phones),
      usernames: strings(monitored.usernames),
    },
  };
}
