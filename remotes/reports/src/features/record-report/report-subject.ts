import type { RecordReport } from '@beacon/api';

import { fullName } from '../../record-display/record-display';

/** The person a person report is about ("Jane Doe"), for the purchase page's sentence; undefined when unnamed. */
export function personSubject(report: RecordReport): string | undefined {
  if (report.type !== 'person') return undefined;
  const names = report.person?.names ?? [];
  return fullName(names.find((name) => name.type === 'primary') ?? names[0]) || undefined;
}

/** What a report is about, for its page title: the person, the phone number, the e-mail address or the address. */
export function reportSubject(report: RecordReport): string {
  switch (report.type) {
    case 'person':
      return personSubject(report) ?? 'Person Report';
    case 'phone':
      return report.phone?.display ?? 'Phone Report';
    case 'email':
      return report.email?.address ?? 'Email Report';
    case 'location': {
      const address = report.location?.address;
      return address ? `${address.street}, ${address.city}, ${address.state_code}` : 'Address Report';
    }
  }
}
