import type { MonitoredDataKind } from '@beacon/validation';

// What the "add data to watch" form holds, and the PATCH …/monitored-data body it sends. final-form leaves a cleared
// input undefined, so every value may be missing; the payload turns them into trimmed strings for the strict schema.

export interface MonitoredDataValues {
  emails?: (string | undefined)[];
  phones?: (string | undefined)[];
  usernames?: (string | undefined)[];
  cards?: (string | undefined)[];
  ssnLast4?: string;
}

export const EMPTY_MONITORED_DATA: MonitoredDataValues = {
  emails: [],
  phones: [],
  usernames: [],
  cards: [],
  ssnLast4: '',
};

export interface MonitoredDataBody {
  data: { emails?: string[]; phones?: string[]; usernames?: string[]; cards?: string[]; ssnLast4?: string };
}

const clean = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const digits = (value: unknown): string => clean(value).replace(/\D/g, '');

/**
 * The body of PATCH …/monitored-data: only the kinds the member added to (a blank input stays, as "", so the schema
 * says what it needs under it); no SSN unless one was typed.
 */
export function monitoredDataPayloadOf(values: MonitoredDataValues): MonitoredDataBody {
  const data: MonitoredDataBody['data'] = {};
  const emails = (values.emails ?? []).map(clean);
  const phones = (values.phones ?? []).map(digits);
  const usernames = (values.usernames ?? []).map(clean);
  const cards = (values.cards ?? []).map(digits);
  const ssnLast4 = clean(values.ssnLast4);
  if (emails.length > 0) data.emails = emails;
  if (phones.length > 0) data.phones = phones;
  if (usernames.length > 0) data.usernames = usernames;
  if (ssnLast4) data.ssnLast4 = ssnLast4;
  if (cards.length > 0) data.cards = cards;
  return { data };
}

/** The headings of what is watched, one per kind. */
export const KIND_HEADINGS: Record<MonitoredDataKind, string> = {
  email: 'E-mail addresses',
  phone: 'Phone numbers',
  username: 'Usernames',
  ssn_last4: 'Social Security number (last 4)',
  card: 'Payment cards',
};
