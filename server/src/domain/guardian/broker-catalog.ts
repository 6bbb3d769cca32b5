import type { BrokerCategory, ExposedField, OptOutMethod } from '@beacon/validation';

// The people-search and data-broker sites Guardian scans and asks to remove a member's listing (issue 17 point 1).
// Names, opt-out channels and typical processing times follow what these sites publish for U.S. residents; the
// listings Guardian "finds" on them are synthetic (see synthetic-listings.ts), except on Beacon's own data set, where
// they are the real public records and the removal is the real opt-out suppression.
//
// `coverage` is the share of people (percent) a site lists; `relistPercent` how often a removed listing comes back
// at a later re-scan (people-search sites re-import public records); `reach` (1–3) how widely a site is read, which
// scales what its listing costs in the Guardian score; `verification` is what a site asks of the person before it
// acts, which Guardian cannot do for them (the request goes to "Needs action" until they say they did it).

export type BrokerVerification = 'none' | 'email_link' | 'phone_call' | 'id_document' | 'signed_letter';

export interface BrokerEntry {
  slug: string;
  name: string;
  domain: string;
  category: BrokerCategory;
  optOutMethod: OptOutMethod;
  optOutUrl: string | null;
  optOutEmail: string | null;
  optOutAddress: string | null;
  processingDays: number;
  exposes: ExposedField[];
  coverage: number;
  relistPercent: number;
  reach: 1 | 2 | 3;
  verification: BrokerVerification;
  /** how a listing's address is written, `{first}-{last}`, `{state}`, `{city}`, `{id}` filled in */
  profilePath: string;
  /**
   * the company that runs this site together with others (a slug of BROKER_FAMILIES), or null when the site is not
   * known to share an owner with another site of the catalog
   */
  family: string | null;
  /** the family's parent site: one removal there clears the listing on several of the family's sites */
  parent: boolean;
  /**
   * the site's own public search page for a name, `{first}`, `{last}` and `{state}` (two-letter code) filled in by
   * brokerSearchLink; null when we do not know the site's URL pattern (a link is never made up)
   */
  searchUrl: string | null;
}

export const BEACON_BROKER_SLUG = 'beacon';

/**
 * Companies that run several sites of the catalog (issue 59 point 6). Only ownership the companies state themselves
 * or that their shared opt-out shows: PeopleConnect names Intelius, Instant Checkmate, TruthFinder and US Search as
 * its operating companies and takes removals for its other sites (ZabaSearch, AnyWho, Addresses.com) in the same
 * suppression tool; PeopleLooker is a BeenVerified site; PrivateEye and PublicRecordsNow run on PeopleFinders'
 * platform and opt-out.
 */
export const BROKER_FAMILIES = {
  peopleconnect: { name: 'PeopleConnect' },
  beenverified: { name: 'BeenVerified' },
  peoplefinders: { name: 'PeopleFinders' },
} as const satisfies Record<string, { name: string }>;

export type BrokerFamilySlug = keyof typeof BROKER_FAMILIES;

/** The name of a family, or null for a slug the catalog does not know. */
export function brokerFamilyName(family: string | null): string | null {
  if (family === null || !Object.hasOwn(BROKER_FAMILIES, family)) return null;
  return BROKER_FAMILIES[family as BrokerFamilySlug].name;
}

const inFamily = (family: BrokerFamilySlug, parent = false) => ({ family, parent });

const PEOPLE = ['name', 'age', 'address', 'past_addresses', 'phone', 'relatives'] as const satisfies ExposedField[];
const PEOPLE_FULL = [...PEOPLE, 'email', 'date_of_birth'] as const satisfies ExposedField[];

type Defaulted = 'optOutUrl' | 'optOutEmail' | 'optOutAddress' | 'verification' | 'family' | 'parent' | 'searchUrl';
type Entry = Omit<BrokerEntry, Defaulted> & Partial<Pick<BrokerEntry, Defaulted>>;

function broker(entry: Entry): BrokerEntry {
  return {
    optOutUrl: null,
    optOutEmail: null,
    optOutAddress: null,
    verification: 'none',
    family: null,
    parent: false,
    searchUrl: null,
    ...entry,
  };
}

const webForm = (slug: string, name: string, domain: string, path: string, rest: Partial<Entry> = {}): BrokerEntry =>
  broker({
    slug,
    name,
    domain,
    category: 'people_search',
    optOutMethod: 'web_form',
    optOutUrl: `https://${domain}${path}`,
    processingDays: 3,
    exposes: [...PEOPLE],
    coverage: 60,
    relistPercent: 20,
    reach: 2,
    profilePath: '/{first}-{last}/{state}/{city}/{id}',
    ...rest,
  });

export const BROKER_CATALOG: readonly BrokerEntry[] = [
  broker({
    slug: BEACON_BROKER_SLUG,
    name: 'Beacon',
    domain: 'beacon.example',
    category: 'people_search',
    optOutMethod: 'web_form',
    optOutUrl: '/opt-out',
    processingDays: 0,
    exposes: [...PEOPLE_FULL],
    coverage: 100,
    relistPercent: 0,
    reach: 2,
    profilePath: '/dashboard/search/person/?first={first}&last={last}&state={state}',
  }),
  webForm('spokeo', 'Spokeo', 'www.spokeo.com', '/optout', {
    exposes: [...PEOPLE_FULL, 'photo'],
    coverage: 85,
    reach: 3,
    verification: 'email_link',
    relistPercent: 30,
    searchUrl: 'https://www.spokeo.com/{first}-{last}',
  }),
  webForm('whitepages', 'Whitepages', 'www.whitepages.com', '/suppression-requests', {
    coverage: 90,
    reach: 3,
    verification: 'phone_call',
    processingDays: 2,
    profilePath: '/name/{first}-{last}/{city}-{state}/{id}',
    searchUrl: 'https://www.whitepages.com/name/{first}-{last}',
  }),
  webForm('beenverified', 'BeenVerified', 'www.beenverified.com', '/app/optout/search', {
    exposes: [...PEOPLE_FULL],
    coverage: 80,
    reach: 3,
    verification: 'email_link',
    processingDays: 1,
    ...inFamily('beenverified', true),
    searchUrl: 'https://www.beenverified.com/people/{first}-{last}/',
  }),
  webForm('intelius', 'Intelius', 'www.intelius.com', '/opt-out', {
    exposes: [...PEOPLE_FULL, 'employment'],
    coverage: 75,
    reach: 3,
    processingDays: 7,
    verification: 'email_link',
    ...inFamily('peopleconnect', true),
  }),
  webForm('peoplefinders', 'PeopleFinders', 'www.peoplefinders.com', '/opt-out', {
    coverage: 70,
    reach: 2,
    ...inFamily('peoplefinders', true),
  }),
  webForm('truthfinder', 'TruthFinder', 'www.truthfinder.com', '/opt-out', {
    exposes: [...PEOPLE_FULL, 'photo'],
    coverage: 70,
    processingDays: 2,
    ...inFamily('peopleconnect'),
  }),
  webForm('instantcheckmate', 'Instant Checkmate', 'www.instantcheckmate.com', '/opt-out', {
    exposes: [...PEOPLE_FULL],
    coverage: 70,
    processingDays: 2,
    ...inFamily('peopleconnect'),
  }),
  broker({
    slug: 'mylife',
    name: 'MyLife',
    domain: 'www.mylife.com',
    category: 'people_search',
    optOutMethod: 'email',
    optOutEmail: 'privacy@mylife.com',
    processingDays: 14,
    exposes: [...PEOPLE_FULL, 'photo', 'employment'],
    coverage: 75,
    relistPercent: 25,
    reach: 3,
    profilePath: '/{first}-{last}/{id}',
  }),
  webForm('radaris', 'Radaris', 'radaris.com', '/control/privacy', {
    exposes: [...PEOPLE, 'employment', 'photo'],
    coverage: 80,
    processingDays: 7,
    verification: 'email_link',
    relistPercent: 35,
    profilePath: '/p/{first}/{last}/{id}',
    searchUrl: 'https://radaris.com/p/{first}/{last}/',
  }),
  webForm('fastpeoplesearch', 'FastPeopleSearch', 'www.fastpeoplesearch.com', '/removal', {
    coverage: 85,
    reach: 3,
    profilePath: '/name/{first}-{last}_{city}-{state}/{id}',
    searchUrl: 'https://www.fastpeoplesearch.com/name/{first}-{last}',
  }),
  webForm('truepeoplesearch', 'TruePeopleSearch', 'www.truepeoplesearch.com', '/removal', {
    exposes: [...PEOPLE, 'email'],
    coverage: 85,
    reach: 3,
    profilePath: '/find/person/{id}',
    searchUrl: 'https://www.truepeoplesearch.com/results?name={first}%20{last}&citystatezip={state}',
  }),
  webForm('peoplelooker', 'PeopleLooker', 'www.peoplelooker.com', '/f/optout/search', {
    coverage: 55,
    reach: 1,
    ...inFamily('beenverified'),
  }),
  webForm('usphonebook', 'USPhoneBook', 'www.usphonebook.com', '/opt-out', {
    exposes: ['name', 'phone', 'address', 'relatives'],
    coverage: 65,
    profilePath: '/{first}-{last}/{id}',
  }),
  webForm('thatsthem', "That's Them", 'thatsthem.com', '/optout', {
    exposes: [...PEOPLE_FULL],
    coverage: 60,
    processingDays: 7,
    profilePath: '/name/{first}-{last}/{city}-{state}',
    searchUrl: 'https://thatsthem.com/name/{first}-{last}',
  }),
  webForm('nuwber', 'Nuwber', 'nuwber.com', '/removal/link', {
    coverage: 70,
    verification: 'email_link',
    profilePath: '/person/{id}',
  }),
  webForm('clustrmaps', 'ClustrMaps', 'clustrmaps.com', '/bl/opt-out', {
    coverage: 60,
    processingDays: 5,
    reach: 1,
    profilePath: '/person/{first}-{last}-{id}',
    searchUrl: 'https://clustrmaps.com/persons/{first}-{last}',
  }),
  webForm('searchpeoplefree', 'SearchPeopleFree', 'www.searchpeoplefree.com', '/opt-out', {
    exposes: [...PEOPLE, 'email'],
    coverage: 65,
    reach: 1,
    searchUrl: 'https://www.searchpeoplefree.com/find/{first}-{last}',
  }),
  webForm('peoplesmart', 'PeopleSmart', 'www.peoplesmart.com', '/optout-go', { coverage: 50, reach: 1 }),
  webForm('zabasearch', 'ZabaSearch', 'www.zabasearch.com', '/block_records/', {
    exposes: ['name', 'age', 'address', 'phone'],
    coverage: 55,
    processingDays: 7,
    reach: 1,
    profilePath: '/people/{first}-{last}/{state}/',
    ...inFamily('peopleconnect'),
  }),
  webForm('anywho', 'AnyWho', 'www.anywho.com', '/optout', {
    exposes: ['name', 'age', 'address', 'phone'],
    coverage: 55,
    processingDays: 7,
    reach: 1,
    ...inFamily('peopleconnect'),
  }),
  webForm('addresses', 'Addresses.com', 'www.addresses.com', '/optout', {
    exposes: ['name', 'age', 'address', 'past_addresses', 'phone'],
    coverage: 50,
    processingDays: 7,
    reach: 1,
    ...inFamily('peopleconnect'),
  }),
  webForm('publicrecordsnow', 'PublicRecordsNow', 'www.publicrecordsnow.com', '/static/view/optout', {
    coverage: 45,
    processingDays: 5,
    reach: 1,
    ...inFamily('peoplefinders'),
  }),
  webForm('ussearch', 'US Search', 'www.ussearch.com', '/opt-out', {
    exposes: [...PEOPLE_FULL],
    coverage: 50,
    processingDays: 7,
    ...inFamily('peopleconnect'),
  }),
  webForm('peoplesearchnow', 'PeopleSearchNow', 'www.peoplesearchnow.com', '/opt-out', { coverage: 55, reach: 1 }),
  webForm('cyberbackgroundchecks', 'Cyber Background Checks', 'www.cyberbackgroundchecks.com', '/removal', {
    exposes: [...PEOPLE, 'email'],
    coverage: 60,
    reach: 1,
  }),
  webForm('advancedbackgroundchecks', 'Advanced Background Checks', 'www.advancedbackgroundchecks.com', '/removal', {
    coverage: 60,
    reach: 1,
  }),
  webForm('familytreenow', 'FamilyTreeNow', 'www.familytreenow.com', '/optout', {
    exposes: ['name', 'age', 'date_of_birth', 'address', 'past_addresses', 'relatives'],
    coverage: 65,
    processingDays: 2,
    searchUrl: 'https://www.familytreenow.com/search/genealogy/results?first={first}&last={last}',
  }),
  webForm('peekyou', 'PeekYou', 'www.peekyou.com', '/about/contact/optout/', {
    exposes: ['name', 'age', 'address', 'photo', 'employment'],
    coverage: 55,
    processingDays: 10,
    reach: 1,
    searchUrl: 'https://www.peekyou.com/{first}_{last}',
  }),
  webForm('veripages', 'Veripages', 'veripages.com', '/inner/control/opt-out', {
    coverage: 50,
    verification: 'email_link',
    reach: 1,
  }),
  webForm('voterrecords', 'VoterRecords', 'voterrecords.com', '/faq', {
    exposes: ['name', 'age', 'date_of_birth', 'address'],
    coverage: 45,
    processingDays: 5,
    reach: 1,
    relistPercent: 40,
  }),
  webForm('checkpeople', 'CheckPeople', 'checkpeople.com', '/do-not-sell-my-info', { coverage: 50, reach: 1 }),
  webForm('privateeye', 'PrivateEye', 'www.privateeye.com', '/static/view/optout/', {
    coverage: 45,
    processingDays: 7,
    reach: 1,
    ...inFamily('peoplefinders'),
  }),
  webForm('rehold', 'Rehold', 'rehold.com', '/page/optout', {
    exposes: ['name', 'age', 'address', 'past_addresses', 'phone'],
    coverage: 50,
    processingDays: 5,
    reach: 1,
  }),
  webForm('smartbackgroundchecks', 'SmartBackgroundChecks', 'www.smartbackgroundchecks.com', '/optout', {
    coverage: 55,
    reach: 1,
  }),
  webForm('spydialer', 'Spy Dialer', 'www.spydialer.com', '/optout.aspx', {
    exposes: ['name', 'phone', 'address'],
    coverage: 50,
    reach: 1,
  }),
  webForm('neighborreport', 'Neighbor.report', 'neighbor.report', '/remove', {
    exposes: ['name', 'age', 'address', 'phone', 'relatives'],
    coverage: 45,
    processingDays: 5,
    reach: 1,
  }),
  broker({
    slug: 'infotracer',
    name: 'InfoTracer',
    domain: 'infotracer.com',
    category: 'people_search',
    optOutMethod: 'email',
    optOutEmail: 'support@infotracer.com',
    processingDays: 7,
    exposes: [...PEOPLE_FULL],
    coverage: 50,
    relistPercent: 20,
    reach: 1,
    profilePath: '/people/{first}-{last}/{id}',
  }),
  broker({
    slug: 'pipl',
    name: 'Pipl',
    domain: 'pipl.com',
    category: 'data_broker',
    optOutMethod: 'email',
    optOutEmail: 'privacy@pipl.com',
    processingDays: 14,
    exposes: ['name', 'email', 'phone', 'address', 'employment', 'photo'],
    coverage: 55,
    relistPercent: 10,
    reach: 2,
    profilePath: '/search/?q={first}+{last}&l={city}+{state}',
  }),
  broker({
    slug: 'socialcatfish',
    name: 'Social Catfish',
    domain: 'socialcatfish.com',
    category: 'people_search',
    optOutMethod: 'email',
    optOutEmail: 'support@socialcatfish.com',
    processingDays: 7,
    exposes: ['name', 'age', 'email', 'phone', 'photo', 'address'],
    coverage: 40,
    relistPercent: 15,
    reach: 1,
    profilePath: '/{first}-{last}/{id}',
  }),
  broker({
    slug: 'cocofinder',
    name: 'CocoFinder',
    domain: 'cocofinder.com',
    category: 'people_search',
    optOutMethod: 'email',
    optOutEmail: 'support@cocofinder.com',
    processingDays: 7,
    exposes: [...PEOPLE],
    coverage: 45,
    relistPercent: 20,
    reach: 1,
    profilePath: '/person/{first}-{last}/{id}',
  }),
  broker({
    slug: 'acxiom',
    name: 'Acxiom',
    domain: 'www.acxiom.com',
    category: 'data_broker',
    optOutMethod: 'web_form',
    optOutUrl: 'https://isapps.acxiom.com/optout/optout.aspx',
    processingDays: 30,
    exposes: ['name', 'age', 'address', 'phone', 'email'],
    coverage: 70,
    relistPercent: 5,
    reach: 2,
    verification: 'email_link',
    profilePath: '/consumer-records/{id}',
  }),
  broker({
    slug: 'epsilon',
    name: 'Epsilon',
    domain: 'www.epsilon.com',
    category: 'marketing',
    optOutMethod: 'email',
    optOutEmail: 'optout@epsilon.com',
    processingDays: 30,
    exposes: ['name', 'address', 'email', 'age'],
    coverage: 65,
    relistPercent: 5,
    reach: 1,
    profilePath: '/consumer-records/{id}',
  }),
  broker({
    slug: 'oracle-advertising',
    name: 'Oracle Advertising (Datalogix)',
    domain: 'www.oracle.com',
    category: 'marketing',
    optOutMethod: 'web_form',
    optOutUrl: 'https://www.oracle.com/legal/privacy/marketing-cloud-data-cloud-privacy-policy.html',
    processingDays: 30,
    exposes: ['name', 'address', 'email'],
    coverage: 60,
    relistPercent: 5,
    reach: 1,
    profilePath: '/advertising/profiles/{id}',
  }),
  broker({
    slug: 'lexisnexis',
    name: 'LexisNexis Risk Solutions',
    domain: 'consumer.risk.lexisnexis.com',
    category: 'data_broker',
    optOutMethod: 'mail',
    optOutUrl: 'https://optout.lexisnexis.com/',
    optOutAddress: 'LexisNexis Consumer Center, Attn: Opt-Out, P.O. Box 105108, Atlanta, GA 30348-5108',
    processingDays: 30,
    exposes: ['name', 'date_of_birth', 'address', 'past_addresses', 'phone', 'relatives'],
    coverage: 80,
    relistPercent: 5,
    reach: 2,
    verification: 'id_document',
    profilePath: '/consumer/records/{id}',
  }),
  broker({
    slug: 'corelogic',
    name: 'CoreLogic',
    domain: 'www.corelogic.com',
    category: 'data_broker',
    optOutMethod: 'mail',
    optOutAddress: 'CoreLogic Consumer Services, Attn: Privacy Requests, 40 Pacifica, Suite 900, Irvine, CA 92618',
    processingDays: 45,
    exposes: ['name', 'address', 'past_addresses'],
    coverage: 60,
    relistPercent: 5,
    reach: 1,
    verification: 'signed_letter',
    profilePath: '/property-owners/{id}',
  }),
  broker({
    slug: 'experian-marketing',
    name: 'Experian Marketing Services',
    domain: 'www.experian.com',
    category: 'marketing',
    optOutMethod: 'mail',
    optOutAddress: 'Experian Marketing Services, Attn: Opt-Out, 955 American Lane, Schaumburg, IL 60173',
    processingDays: 30,
    exposes: ['name', 'address', 'age', 'email'],
    coverage: 70,
    relistPercent: 5,
    reach: 1,
    verification: 'signed_letter',
    profilePath: '/marketing/records/{id}',
  }),
  broker({
    slug: 'verisk-infutor',
    name: 'Infutor (Verisk)',
    domain: 'www.infutor.com',
    category: 'data_broker',
    optOutMethod: 'email',
    optOutEmail: 'privacy@verisk.com',
    processingDays: 30,
    exposes: ['name', 'address', 'past_addresses', 'phone', 'email'],
    coverage: 60,
    relistPercent: 5,
    reach: 1,
    profilePath: '/consumer/{id}',
  }),
  broker({
    slug: 'arrests-org',
    name: 'Arrests.org',
    domain: 'arrests.org',
    category: 'people_search',
    optOutMethod: 'email',
    optOutEmail: 'removal@arrests.org',
    processingDays: 14,
    exposes: ['name', 'age', 'photo', 'address'],
    coverage: 10,
    relistPercent: 10,
    reach: 2,
    profilePath: '/search.php?fname={first}&lname={last}&state={state}',
  }),
  webForm('locatepeople', 'LocatePeople', 'www.locatepeople.org', '/optout', { coverage: 40, reach: 1 }),
];

/**
 * The brokers with each family together, its parent first (removing there first clears several sites), families in
 * the order their first site comes and lone brokers where they are; otherwise the given order is kept.
 */
export function orderByFamily<T extends Pick<BrokerEntry, 'family' | 'parent'>>(brokers: readonly T[]): T[] {
  const groups = new Map<string, T[]>();
  const order: T[][] = [];
  for (const entry of brokers) {
    if (entry.family === null) {
      order.push([entry]);
      continue;
    }
    let group = groups.get(entry.family);
    if (!group) {
      group = [];
      groups.set(entry.family, group);
      order.push(group);
    }
    group.push(entry);
  }
  // a stable sort: the parent moves up, the others keep their order
  return order.flatMap((group) => [...group].sort((a, b) => Number(b.parent) - Number(a.parent)));
}

export interface SearchName {
  first: string;
  last: string;
  /** two-letter state code; empty when not known */
  state?: string;
}

/** The broker's own search page for a name, or null when the broker has no known search URL (nothing is made up). */
export function brokerSearchLink(broker: Pick<BrokerEntry, 'searchUrl'>, name: SearchName): string | null {
  const first = name.first.trim();
  const last = name.last.trim();
  if (broker.searchUrl === null || !first || !last) return null;
  const values: Record<string, string> = { first, last, state: (name.state ?? '').trim().toUpperCase() };
  return broker.searchUrl.replace(/\{(first|last|state)\}/g, (_match, key: string) =>
    encodeURIComponent(values[key] ?? ''),
  );
}

/** What the code's catalog says of a broker's family and search page (not kept in the database: facts of the code). */
export function catalogFamilyFacts(slug: string): Pick<BrokerEntry, 'family' | 'parent' | 'searchUrl'> {
  const entry = BROKER_CATALOG.find((broker) => broker.slug === slug);
  return { family: entry?.family ?? null, parent: entry?.parent ?? false, searchUrl: entry?.searchUrl ?? null };
}

/**
 * How Guardian can send a broker it cannot read a removal letter: by e-mail to its privacy address, or by post to
 * its postal address; null for a broker that takes requests only on its own web form (the member uses that form).
 */
export function letterChannelOf(
  broker: Pick<BrokerEntry, 'optOutMethod' | 'optOutEmail' | 'optOutAddress'>,
): 'email' | 'mail' | null {
  if (broker.optOutMethod === 'email' && broker.optOutEmail) return 'email';
  if (broker.optOutMethod === 'mail' && broker.optOutAddress) return 'mail';
  return null;
}
