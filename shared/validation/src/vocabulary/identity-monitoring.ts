// Identity and dark web monitoring (issue 18): what a member can have watched, and how many people a plan covers.

export const MONITORED_DATA_KINDS = ['email', 'phone', 'username', 'ssn_last4', 'card'] as const;
export type MonitoredDataKind = (typeof MONITORED_DATA_KINDS)[number];

export const MONITORED_DATA_LABELS: Record<MonitoredDataKind, string> = {
  email: 'E-mail address',
  phone: 'Phone number',
  username: 'Username',
  ssn_last4: 'Social Security number (last 4)',
  card: 'Payment card',
};

/** Monitored people per plan: dark web monitoring watches the member; identity monitoring a household. */
export const IDENTITY_MEMBER_LIMITS = { dark_web_monitoring: 1, identity_monitoring: 5 } as const;

/** Items of each kind one monitored person may have watched. */
export const MAX_MONITORED_PER_KIND = 10;

export const SUBSCRIBER_STATUSES = ['active', 'inactive'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** k-anonymity range queries (Have I Been Pwned's Pwned Passwords): the first 5 hex characters of a SHA-1. */
export const PASSWORD_RANGE_PREFIX_LENGTH = 5;
