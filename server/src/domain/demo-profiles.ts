// The demo members, one per entitlement profile of spec §6: who they are, shared by the code that creates them
// (seed/demo-members.ts), their identities in the public-records data set (seed/public-records/demo-people.ts) and
// the breach corpus that exposes their e-mails (services/breach-corpus-builder.ts). Data only, so every floor may
// read it.

export interface DemoProfile {
  email: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, the same as their own person in the public-records data set (seed/public-records/demo-people.ts) */
  birthDate: string;
  pin: string | null;
  profile: string;
  plan: string;
  /** lapsed: canceled, and its paid term ended before the seed (the subscription-terms job then ends it) */
  status: 'active' | 'canceled' | 'lapsed';
}

export const DEMO_PROFILES: DemoProfile[] = [
  {
    email: 'person-report@demo.beacon.test',
    firstName: 'Paula',
    lastName: 'Reyes',
    birthDate: '1985-03-14',
    pin: '4821',
    profile: 'person report only',
    plan: 'background-monthly',
    status: 'active',
  },
  {
    email: 'premium@demo.beacon.test',
    firstName: 'Peter',
    lastName: 'Lindqvist',
    birthDate: '1979-06-02',
    pin: '7314',
    profile: 'premium person reports',
    plan: 'premium-monthly',
    status: 'active',
  },
  {
    email: 'guardian@demo.beacon.test',
    firstName: 'Grace',
    lastName: 'Okafor',
    birthDate: '1990-09-21',
    pin: null,
    profile: 'Guardian',
    plan: 'guardian-monthly',
    status: 'active',
  },
  {
    email: 'guardian-family@demo.beacon.test',
    firstName: 'Frank',
    lastName: 'Moreau',
    birthDate: '1974-01-30',
    pin: '2290',
    profile: 'Guardian + family add-on',
    plan: 'guardian-family-monthly',
    status: 'active',
  },
  {
    email: 'dark-web@demo.beacon.test',
    firstName: 'Dana',
    lastName: 'Whitfield',
    birthDate: '1993-05-08',
    pin: null,
    profile: 'dark web monitoring',
    plan: 'dark-web-monthly',
    status: 'active',
  },
  {
    email: 'identity@demo.beacon.test',
    firstName: 'Ivan',
    lastName: 'Petrov',
    birthDate: '1968-11-17',
    pin: '5107',
    profile: 'identity monitoring',
    plan: 'identity-monthly',
    status: 'active',
  },
  {
    email: 'data-monitoring@demo.beacon.test',
    firstName: 'Maya',
    lastName: 'Castillo',
    birthDate: '1997-02-25',
    pin: null,
    profile: 'data monitoring (report monitoring, sex offender watch)',
    plan: 'data-monitoring-monthly',
    status: 'active',
  },
  {
    email: 'reactivate@demo.beacon.test',
    firstName: 'Rita',
    lastName: 'Brennan',
    birthDate: '1982-07-09',
    pin: '6643',
    // Canceled with 30 days of its paid term left: access runs until then (issue 54), and the banner offers to
    // resume it.
    profile: 'canceled premium subscription, paid term still running: full access until it ends; reactivation banner',
    plan: 'premium-monthly',
    status: 'canceled',
  },
  {
    email: 'lapsed@demo.beacon.test',
    firstName: 'Leo',
    lastName: 'Hartmann',
    birthDate: '1980-10-03',
    pin: null,
    // Canceled, and the paid term ended 3 days ago: searches and record creation answer 402 (issue 54).
    profile: 'membership ended (canceled, paid term over): searches answer 402 and lead to purchase',
    plan: 'background-monthly',
    status: 'lapsed',
  },
];
