import type {
  Account,
  GuardianListing,
  GuardianProtection,
  GuardianRemoval,
  GuardianScan,
  ProtectionMember,
} from '@beacon/api';
import { memberAccount, protectionMember } from '@beacon/test-support/person-fixtures';

// Answers of the Guardian endpoints as the server sends them (the contract's shapes), for the screen tests.

/** What a Guardian member holds: unlimited reports, Guardian and its family add-on. */
export const HELD = { person_report: null, guardian: null, guardian_family_addon: null };

/** Grace's account (the signed-in member) holding Guardian; `customersReport` is her own confirmed report, if any. */
export function account(customersReport: Account['data']['customers_report'] = null): Account {
  return memberAccount({ balances: HELD, data: { customers_report: customersReport } });
}

/** Grace's own member (21), protected and scanned. */
export const member = protectionMember;

export function familyMember(overrides: Partial<ProtectionMember> = {}): ProtectionMember {
  return member({
    id: 22,
    firstName: 'Tobi',
    lastName: 'Okafor',
    isSelf: false,
    pointer: null,
    usageId: 'u-22',
    reportId: null,
    relationship: 'child',
    authorizedAt: '2026-10-20T08:00:00.000Z',
    score: 230,
    exposures: 1,
    removed: 0,
    ...overrides,
  });
}

export function membersPage(items: ProtectionMember[], familyLimit = 5) {
  return { items, familyLimit };
}

export function scan(overrides: Partial<GuardianScan> = {}): GuardianScan {
  return {
    id: 5,
    kind: 'initial',
    status: 'complete',
    brokersTotal: 12,
    brokersDone: 12,
    found: 3,
    requestedAt: '2026-11-02T10:00:00.000Z',
    startedAt: '2026-11-02T10:00:05.000Z',
    finishedAt: '2026-11-02T10:03:00.000Z',
    sitesNotRead: [],
    ...overrides,
  };
}

export function broker(slug: string, name: string, overrides: Partial<GuardianListing['broker']> = {}) {
  return {
    slug,
    name,
    domain: `${slug}.example`,
    category: 'people_search' as const,
    optOutMethod: 'web_form' as const,
    optOutUrl: `https://${slug}.example/opt-out`,
    optOutEmail: null,
    optOutAddress: null,
    processingDays: 14,
    exposes: ['name' as const, 'age' as const, 'address' as const],
    isBeacon: false,
    ...overrides,
  };
}

export function removal(overrides: Partial<GuardianRemoval> = {}): GuardianRemoval {
  return {
    id: 70,
    status: 'submitted',
    actionRequired: null,
    submittedAt: '2026-11-03T09:00:00.000Z',
    deadlineAt: '2026-12-18T09:00:00.000Z',
    overdue: false,
    history: [{ status: 'submitted', at: '2026-11-03T09:00:00.000Z', cause: null }],
    channel: 'web_form',
    siteReference: null,
    mailing: null,
    ...overrides,
  };
}

/** A listing's match: scored 'submit' (every field agrees) unless told otherwise (issue 59). */
export function match(overrides: Partial<GuardianListing['match']> = {}): GuardianListing['match'] {
  return {
    confidence: 100,
    decision: 'submit',
    evidence: [],
    verdict: null,
    verdictAt: null,
    submittable: true,
    ...overrides,
  };
}

export function listing(overrides: Partial<GuardianListing> = {}): GuardianListing {
  return {
    id: 101,
    broker: broker('peoplefinder', 'PeopleFinder'),
    url: 'https://peoplefinder.example/person/grace-okafor-springfield-il-with-a-very-long-path-segment',
    exposed: ['name', 'age', 'address'],
    foundBy: 'scan',
    firstSeenAt: '2026-11-02T10:01:00.000Z',
    lastSeenAt: '2026-11-02T10:01:00.000Z',
    present: true,
    points: 40,
    removal: null,
    match: match(),
    ...overrides,
  };
}

/** Beacon's own listing of the person (removing it works apart: issue 55). */
export function beaconListing(overrides: Partial<GuardianListing> = {}): GuardianListing {
  return listing({
    id: 102,
    broker: broker('beacon', 'Beacon', { isBeacon: true, domain: 'beacon.example' }),
    url: 'https://beacon.example/people/grace-okafor',
    exposed: ['name', 'phone'],
    match: match({ confidence: null, decision: null }),
    ...overrides,
  });
}

/** A listing on a site that takes removal requests only by post: the member prints, signs and mails the letter. */
export function postalListing(overrides: Partial<GuardianListing> = {}): GuardianListing {
  return listing({
    id: 106,
    broker: broker('corelogic', 'CoreLogic', {
      domain: 'www.corelogic.com',
      category: 'data_broker',
      optOutMethod: 'mail',
      optOutUrl: null,
      optOutAddress: 'CoreLogic Consumer Services, Attn: Privacy Requests, 40 Pacifica, Suite 900, Irvine, CA 92618',
      processingDays: 45,
    }),
    url: 'https://www.corelogic.com/property-owners/4411',
    exposed: ['name', 'address'],
    removal: removal({ id: 73, channel: 'mail' }),
    ...overrides,
  });
}

export const details = {
  middleName: 'Ada',
  dob: '1984-05-17',
  otherNames: ['Grace Adeyemi'],
  addresses: [{ street: '12 Elm St', city: 'Springfield', state: 'IL', zip: '62701' }],
  phones: ['2175550143'],
  emails: ['grace@example.com'],
  monitored: { emails: [], phones: [], usernames: [] },
};

export function protection(overrides: Partial<GuardianProtection> = {}): GuardianProtection {
  return {
    member: member(),
    details,
    scan: scan(),
    nextScanAt: '2026-12-02T10:00:00.000Z',
    rescanDays: 30,
    score: {
      score: 201,
      oppScore: 184,
      maxScore: 247,
      history: [
        { at: '2026-10-02T10:00:00.000Z', score: 180, oppScore: 268 },
        { at: '2026-11-02T10:03:00.000Z', score: 201, oppScore: 184 },
      ],
      improvements: [{ listingId: 101, text: 'Remove your listing on PeopleFinder', gain: 10 }],
    },
    listings: [
      listing(),
      beaconListing(),
      listing({
        id: 103,
        broker: broker('spokeo', 'Spokeo'),
        url: 'https://spokeo.example/grace-okafor',
        exposed: ['name', 'email'],
        removal: removal({
          id: 71,
          status: 'needs_action',
          actionRequired: 'Confirm the request in the e-mail Spokeo sent to grace@example.com.',
          overdue: true,
          history: [
            { status: 'submitted', at: '2026-11-03T09:00:00.000Z', cause: null },
            { status: 'needs_action', at: '2026-11-04T09:00:00.000Z', cause: null },
          ],
        }),
      }),
      listing({
        id: 104,
        broker: broker('whitepages', 'WhitePages'),
        url: 'https://whitepages.example/grace',
        exposed: ['address'],
        present: false,
        removal: removal({
          id: 72,
          status: 'removed',
          history: [
            { status: 'submitted', at: '2026-11-03T09:00:00.000Z', cause: null },
            { status: 'removed', at: '2026-11-10T09:00:00.000Z', cause: null },
          ],
        }),
      }),
    ],
    notChecked: [
      {
        slug: 'spokeo',
        name: 'Spokeo',
        domain: 'www.spokeo.com',
        searchUrl: 'https://www.spokeo.com/Grace-Okafor',
        optOutMethod: 'web_form',
        optOutUrl: 'https://www.spokeo.com/optout',
        acceptsLetters: false,
        acceptsInquiries: false,
        inquiry: null,
      },
      {
        slug: 'mylife',
        name: 'MyLife',
        domain: 'www.mylife.com',
        searchUrl: null,
        optOutMethod: 'email',
        optOutUrl: null,
        acceptsLetters: true,
        acceptsInquiries: true,
        inquiry: null,
      },
      {
        slug: 'acxiom',
        name: 'Acxiom',
        domain: 'www.acxiom.com',
        searchUrl: null,
        optOutMethod: 'web_form',
        optOutUrl: 'https://isapps.acxiom.com/optout/optout.aspx',
        acceptsLetters: false,
        acceptsInquiries: false,
        inquiry: null,
      },
    ],
    ...overrides,
  };
}
