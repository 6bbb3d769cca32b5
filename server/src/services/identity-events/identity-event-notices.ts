import type { IdentityEvent } from '@beacon/validation';

import type { NewIdentityNotification } from '../../repositories/notifications-repository';

// What a member's alert says of a provider's event (issue 58): the report it belongs to, its category and its type,
// in the words the alerts widget and pages show. Pure: the job process-identity-event reads the event and writes the
// alert. The alert's id is the event's, so a second delivery (or a second try of the job) raises nothing new.

export interface IdentityEventNotice {
  reportName: string;
  category: string;
  type: string;
}

/** One per event type; `satisfies` makes a new type of the protocol a compile error here until it has its notice. */
export const IDENTITY_EVENT_NOTICES = {
  'ssn_trace.new_name': { reportName: 'SSN Trace', category: 'ssn', type: 'new_name_linked' },
  'address.change': { reportName: 'Change of Address', category: 'address', type: 'address_change' },
  'court_record.new': { reportName: 'Court Records', category: 'criminal', type: 'new_record' },
  'payday_loan.application': {
    reportName: 'Payday Loan Monitoring',
    category: 'payday_loan',
    type: 'loan_application',
  },
  'credit.inquiry': { reportName: 'Credit Monitoring', category: 'credit', type: 'new_inquiry' },
} as const satisfies Record<IdentityEvent['type'], IdentityEventNotice>;

/** The alert of an event, dated when the provider created the event. */
export function noticeOfEvent(event: IdentityEvent, identityEventId: number): NewIdentityNotification {
  return {
    ...IDENTITY_EVENT_NOTICES[event.type],
    alertId: event.id,
    createdAt: event.created * 1000,
    identityEventId,
  };
}
