import type { DateParts, MemberRecord, RecordCardData, RecordType } from '@beacon/api';
import { paths } from '@beacon/platform';

// How records are named and reached, shared by the records list and the record view.

export const REPORT_TYPE_LABELS: Record<RecordType, string> = {
  person: 'Person Report',
  phone: 'Phone Report',
  email: 'Email Report',
  location: 'Address Report',
};

/** (xxx) xxx-xxxx for 10 digits (spec §2.2); anything else as given. */
export function formatPhone(digits: string): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : digits;
}

export function fullName(name: { first: string; middle?: string | null; last: string } | undefined): string {
  return name ? [name.first, name.middle, name.last].filter(Boolean).join(' ') : '';
}

/** Whole years from a birth date to `now`; null without a year. */
export function ageOn(birth: Partial<DateParts> | null | undefined, now: Date): number | null {
  if (!birth?.year) return null;
  const month = birth.month ?? 1;
  const day = birth.day ?? 1;
  const hadBirthday = now.getMonth() + 1 > month || (now.getMonth() + 1 === month && now.getDate() >= day);
  return now.getFullYear() - birth.year - (hadBirthday ? 0 : 1);
}

/** The age a person record's card shows: from its first birth date, unless a death date is known. */
export function recordAge(data: RecordCardData, now: Date): number | null {
  if (data.dods?.length) return null;
  const [first] = data.dobs ?? [];
  return ageOn(first?.date ?? first?.date_range?.start, now);
}

export function cityState(data: RecordCardData): string {
  const address = data.location?.address;
  return [address?.city, address?.state].filter(Boolean).join(', ');
}

/** The headline of a record: the person's name, the phone number, the e-mail address or the street address. */
export function recordTitle(record: Pick<MemberRecord, 'type' | 'data'>): string {
  const { data } = record;
  switch (record.type) {
    case 'person':
      return fullName(data.name) || 'Unnamed person';
    case 'phone':
      return data.phone ? formatPhone(data.phone.number) : 'Phone number';
    case 'email':
      return data.email?.address ?? 'Email address';
    case 'location':
      return data.address?.street ?? 'Address';
  }
}

/**
 * The report page of a record, with its type carried in navigation state (spec §2.1). E-mail records travel
 * base64-encoded, as the create-record view sends them (spec §2.4).
 */
export function reportLink(record: Pick<MemberRecord, 'type' | 'recordId'>): {
  to: string;
  state: { type: RecordType };
} {
  const id = String(record.recordId);
  return { to: paths.report(record.type === 'email' ? btoa(id) : id), state: { type: record.type } };
}
