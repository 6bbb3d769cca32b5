import type { IdentityAlert, IdentityMember, MonitoredItem } from '@beacon/api';

// Answers of the identity monitoring endpoints as the server sends them (the contract's shapes), for the screen tests.

export const MEMBERS = 'GET /v1/me/identity-monitoring/members';
export const membersPath = (memberId: number) => `/v1/me/identity-monitoring/members/${memberId}`;

export function self(overrides: Partial<IdentityMember> = {}): IdentityMember {
  return {
    id: 31,
    firstName: 'Grace',
    lastName: 'Okafor',
    isSelf: true,
    isArchived: false,
    privateMode: false,
    subscriberStatus: 'active',
    monitored: 3,
    alerts: 2,
    checksPending: 0,
    checksDelayedSince: null,
    ...overrides,
  };
}

export function relative(overrides: Partial<IdentityMember> = {}): IdentityMember {
  return self({
    id: 32,
    firstName: 'Tobi',
    lastName: 'Okafor',
    isSelf: false,
    monitored: 0,
    alerts: 0,
    subscriberStatus: 'inactive',
    ...overrides,
  });
}

export function membersPage(items: IdentityMember[], limit = 5) {
  return { items, limit };
}

export function item(overrides: Partial<MonitoredItem> = {}): MonitoredItem {
  return {
    id: 401,
    kind: 'email',
    display: 'g••••@example.com',
    addedAt: '2026-10-01T09:00:00.000Z',
    checkedByFeed: true,
    checkedAt: '2026-10-01T09:00:05.000Z',
    delayedSince: null,
    ...overrides,
  };
}

export const watched: MonitoredItem[] = [
  item(),
  item({ id: 402, kind: 'phone', display: '(•••) •••-0143' }),
  item({ id: 403, kind: 'card', display: 'Visa •••• 4242', checkedByFeed: false, checkedAt: null }),
];

export function breach(overrides: Partial<IdentityAlert['breach']> = {}): IdentityAlert['breach'] {
  return {
    name: 'Adobe',
    title: 'Adobe',
    domain: 'adobe.com',
    breachDate: '2013-10-04',
    addedDate: '2013-12-04',
    pwnCount: 152445165,
    dataClasses: ['Email addresses', 'Password hints', 'Passwords', 'Usernames'],
    isVerified: true,
    isSensitive: false,
    description:
      'In October 2013, 153 million Adobe accounts were breached. The data was <a href="https://example.com/adobe" target="_blank">posted online</a> &quot;in the clear&quot;.',
    ...overrides,
  };
}

export function alert(overrides: Partial<IdentityAlert> = {}): IdentityAlert {
  return {
    id: 501,
    alert_id: 'IDM-2001',
    report_name: 'Dark Web Surveillance',
    category: 'dark_web',
    type: 'email_exposed',
    createdAt: '2026-11-02T10:00:00.000Z',
    breach: breach(),
    exposed: { kind: 'email', display: 'g••••@example.com' },
    advice: ['Change the password of this account.', 'Turn on two-factor authentication.'],
    ...overrides,
  };
}

export const linkedInAlert = alert({
  id: 502,
  alert_id: 'IDM-2002',
  type: 'phone_exposed',
  createdAt: '2026-11-05T10:00:00.000Z',
  breach: breach({
    name: 'LinkedIn',
    title: 'LinkedIn',
    domain: 'linkedin.com',
    breachDate: '2012-05-05',
    addedDate: '2016-05-21',
    pwnCount: 164611595,
    dataClasses: ['Email addresses', 'Passwords'],
    description: 'In May 2016, LinkedIn had 164 million email addresses and passwords exposed.',
  }),
  exposed: { kind: 'phone', display: '(•••) •••-0143' },
});

export function alertsPage(items: IdentityAlert[]) {
  return { items };
}

export function monitoredPage(items: MonitoredItem[]) {
  return { items };
}
