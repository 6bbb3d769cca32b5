import { DEMO_PROFILES } from '../../domain/demo-profiles';
import type { FeedBreach } from './breach-feed';

// The fixed scenario of the local HIBP stand-in (hibp-stand-in.ts), the same whatever its seed, so a demo, a
// browser journey or a test can count on it: named breaches with every flag HIBP has, the accounts each exposed,
// and passwords known to be breached. It sits beside the generated corpus (domain/identity/breach-corpus.ts); like
// that corpus, no breach here is a real incident and every domain ends in .example (RFC 2606).

/** A breach as the stand-in keeps it; its LogoPath is made from the stand-in's own address when it answers. */
export type StandInBreach = Omit<FeedBreach, 'logoPath'>;

/** An address in two breaches that HIBP would return (one verified, one not, one with passwords) and a sensitive one. */
export const BREACHED_MEMBER_EMAIL = 'breached.member@example.com';

const NOT_REAL = "Not a real incident: a made-up breach of Beacon's local Have I Been Pwned stand-in.";

export const SCENARIO_BREACHES: readonly StandInBreach[] = [
  {
    name: 'StandInForum',
    title: 'Stand-in Forum',
    domain: 'stand-in-forum.example',
    breachDate: '2019-04-02',
    addedDate: '2019-08-15T09:12:44Z',
    modifiedDate: '2020-01-06T17:03:10Z',
    pwnCount: 1_204_331,
    description: `${NOT_REAL} The fictitious Stand-in Forum lost its members' e-mail addresses, usernames and passwords (salted MD5 hashes).`,
    dataClasses: ['Email addresses', 'Passwords', 'Usernames'],
    isVerified: true,
    isFabricated: false,
    isSensitive: false,
    isRetired: false,
    isSpamList: false,
    isMalware: false,
  },
  {
    name: 'StandInShop',
    title: 'Stand-in Shop',
    domain: 'stand-in-shop.example',
    breachDate: '2021-11-20',
    addedDate: '2022-02-03T21:40:05Z',
    modifiedDate: '2022-02-03T21:40:05Z',
    pwnCount: 386_912,
    description: `${NOT_REAL} A list said to come from the fictitious Stand-in Shop, with customers' e-mail addresses, names, phone numbers and postal addresses; the shop never confirmed it, so HIBP would flag it unverified.`,
    dataClasses: ['Email addresses', 'Names', 'Phone numbers', 'Physical addresses'],
    isVerified: false,
    isFabricated: false,
    isSensitive: false,
    isRetired: false,
    isSpamList: false,
    isMalware: false,
  },
  {
    name: 'StandInFitness',
    title: 'Stand-in Fitness',
    domain: 'stand-in-fitness.example',
    breachDate: '2023-06-11',
    addedDate: '2023-09-28T06:15:00Z',
    modifiedDate: '2023-09-28T06:15:00Z',
    pwnCount: 74_508,
    description: `${NOT_REAL} The fictitious Stand-in Fitness app exposed its users' e-mail addresses, dates of birth and genders.`,
    dataClasses: ['Dates of birth', 'Email addresses', 'Genders'],
    isVerified: true,
    isFabricated: false,
    isSensitive: false,
    isRetired: false,
    isSpamList: false,
    isMalware: false,
  },
  {
    // HIBP returns no account of a sensitive breach in a breached-account search: breached.member@example.com is in
    // it, and the search must not say so
    name: 'StandInDating',
    title: 'Stand-in Dating',
    domain: 'stand-in-dating.example',
    breachDate: '2020-07-30',
    addedDate: '2020-10-12T11:00:00Z',
    modifiedDate: '2020-10-12T11:00:00Z',
    pwnCount: 52_117,
    description: `${NOT_REAL} The fictitious Stand-in Dating site exposed its users' e-mail addresses and sexual orientations.`,
    dataClasses: ['Email addresses', 'Sexual orientations'],
    isVerified: true,
    isFabricated: false,
    isSensitive: true,
    isRetired: false,
    isSpamList: false,
    isMalware: false,
  },
];

/** An address in no breach at all: the stand-in answers 404 for it, as HIBP does. */
export const UNBREACHED_EMAIL = 'never.breached@example.com';

/**
 * The e-mail addresses of the scenario and exactly the breaches that exposed each (the generated corpus is not
 * drawn for them). Every demo member's address is in two verified breaches, as in the built-in corpus
 * (services/breach-corpus-builder.ts), so the dark web and identity monitoring members get alerts as soon as their
 * address is watched.
 */
export const SCENARIO_ACCOUNTS: ReadonlyArray<{ email: string; breaches: readonly string[] }> = [
  { email: BREACHED_MEMBER_EMAIL, breaches: ['StandInForum', 'StandInShop', 'StandInDating'] },
  { email: UNBREACHED_EMAIL, breaches: [] },
  ...DEMO_PROFILES.map((profile) => ({ email: profile.email, breaches: ['StandInForum', 'StandInFitness'] })),
];

/** Passwords every range answer knows, whatever the seed, with HIBP-like counts. */
export const SCENARIO_BREACHED_PASSWORDS: ReadonlyArray<{ password: string; count: number }> = [
  { password: 'password', count: 9_545_824 },
  { password: '123456', count: 42_071_582 },
];
