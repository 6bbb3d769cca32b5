import type { ExposedField } from '@beacon/validation';

// Who a Guardian scan looks for: the protected person's name, other names, date of birth, addresses, phones and
// e-mails (issue 17 point 2), as the member gave them or as their confirmed report has them.

export interface SubjectAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
}

export interface ScanSubject {
  firstName: string;
  middleName: string;
  lastName: string;
  otherNames: string[];
  dob: string | null;
  addresses: SubjectAddress[];
  phones: string[];
  emails: string[];
  hasRelatives: boolean;
  /** relatives' names as the person's records give them ("First Last"), matched against a listing's (issue 59) */
  relatives?: string[];
}

/** What a listing can show of this subject: a site shows a field only when there is something to show. */
export function availableFields(subject: ScanSubject): Set<ExposedField> {
  const fields = new Set<ExposedField>(['name', 'photo', 'employment']);
  if (subject.dob) {
    fields.add('age');
    fields.add('date_of_birth');
  }
  if (subject.addresses.length > 0) fields.add('address');
  if (subject.addresses.length > 1) fields.add('past_addresses');
  if (subject.phones.length > 0) fields.add('phone');
  if (subject.emails.length > 0) fields.add('email');
  if (subject.hasRelatives) fields.add('relatives');
  return fields;
}
