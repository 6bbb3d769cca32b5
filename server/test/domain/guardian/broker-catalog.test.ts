import {
  BROKER_CATALOG,
  BROKER_FAMILIES,
  brokerFamilyName,
  brokerSearchLink,
  catalogFamilyFacts,
  orderByFamily,
  type BrokerEntry,
} from '../../../src/domain/guardian/broker-catalog';

// Broker families and search pages of the catalog (issue 59 point 6 and point 2's "real search link").

const bySlug = (slug: string): BrokerEntry => {
  const entry = BROKER_CATALOG.find((broker) => broker.slug === slug);
  if (!entry) throw new Error(`no broker ${slug}`);
  return entry;
};

describe('broker families', () => {
  it('names a known family for every broker in one, and each family has exactly one parent and another site', () => {
    const families = new Map<string, BrokerEntry[]>();
    for (const broker of BROKER_CATALOG) {
      if (broker.family === null) {
        expect([broker.slug, broker.parent]).toEqual([broker.slug, false]);
        continue;
      }
      expect(brokerFamilyName(broker.family)).not.toBeNull();
      families.set(broker.family, [...(families.get(broker.family) ?? []), broker]);
    }
    expect([...families.keys()].sort()).toEqual(Object.keys(BROKER_FAMILIES).sort());
    for (const [family, members] of families) {
      expect([family, members.filter((broker) => broker.parent).length]).toEqual([family, 1]);
      expect(members.length).toBeGreaterThan(1);
    }
  });

  it('groups the sites PeopleConnect, BeenVerified and PeopleFinders run', () => {
    const slugsOf = (family: string) =>
      BROKER_CATALOG.filter((broker) => broker.family === family).map((broker) => broker.slug);
    expect(slugsOf('peopleconnect')).toEqual(
      expect.arrayContaining(['intelius', 'truthfinder', 'instantcheckmate', 'ussearch', 'zabasearch']),
    );
    expect(slugsOf('beenverified')).toEqual(['beenverified', 'peoplelooker']);
    expect(slugsOf('peoplefinders')).toEqual(
      expect.arrayContaining(['peoplefinders', 'publicrecordsnow', 'privateeye']),
    );
    expect(bySlug('intelius').parent).toBe(true);
    expect(bySlug('spokeo').family).toBeNull();
  });

  it('orders each family together with its parent first, lone brokers and the given order kept', () => {
    const entry = (slug: string, family: string | null, parent = false) => ({ slug, family, parent });
    const ordered = orderByFamily([
      entry('spokeo', null),
      entry('truthfinder', 'peopleconnect'),
      entry('peoplelooker', 'beenverified'),
      entry('whitepages', null),
      entry('zabasearch', 'peopleconnect'),
      entry('intelius', 'peopleconnect', true),
      entry('beenverified', 'beenverified', true),
    ]);
    expect(ordered.map((broker) => broker.slug)).toEqual([
      'spokeo',
      'intelius',
      'truthfinder',
      'zabasearch',
      'beenverified',
      'peoplelooker',
      'whitepages',
    ]);
  });

  it('keeps every broker of the catalog when ordering it, parents before their family', () => {
    const ordered = orderByFamily(BROKER_CATALOG);
    expect(ordered).toHaveLength(BROKER_CATALOG.length);
    expect(new Set(ordered.map((broker) => broker.slug))).toEqual(new Set(BROKER_CATALOG.map((broker) => broker.slug)));
    for (const family of Object.keys(BROKER_FAMILIES)) {
      const members = ordered.filter((broker) => broker.family === family);
      expect([family, members[0]?.parent]).toEqual([family, true]);
      // the family's sites are next to each other
      const first = ordered.indexOf(members[0] as BrokerEntry);
      expect(ordered.slice(first, first + members.length)).toEqual(members);
    }
  });

  it('reads family facts of a stored broker from the catalog, none for an unknown slug', () => {
    expect(catalogFamilyFacts('peoplelooker')).toEqual({ family: 'beenverified', parent: false, searchUrl: null });
    expect(catalogFamilyFacts('no-such-site')).toEqual({ family: null, parent: false, searchUrl: null });
    expect(brokerFamilyName('no-such-family')).toBeNull();
    expect(brokerFamilyName(null)).toBeNull();
  });
});

describe('broker search links', () => {
  it('fills the name and state into the broker’s own search page, encoded', () => {
    expect(brokerSearchLink(bySlug('truepeoplesearch'), { first: 'Grace', last: 'Okafor', state: 'il' })).toBe(
      'https://www.truepeoplesearch.com/results?name=Grace%20Okafor&citystatezip=IL',
    );
    expect(brokerSearchLink(bySlug('spokeo'), { first: ' Mary Ann ', last: "O'Neil" })).toBe(
      "https://www.spokeo.com/Mary%20Ann-O'Neil",
    );
    expect(brokerSearchLink(bySlug('radaris'), { first: 'José', last: 'Núñez', state: 'TX' })).toBe(
      'https://radaris.com/p/Jos%C3%A9/N%C3%BA%C3%B1ez/',
    );
    expect(brokerSearchLink({ searchUrl: 'https://x.test/s?q={first}&st={state}' }, { first: 'A&B', last: 'C' })).toBe(
      'https://x.test/s?q=A%26B&st=',
    );
  });

  it('is null without a known search page or without a name', () => {
    expect(brokerSearchLink(bySlug('intelius'), { first: 'Grace', last: 'Okafor' })).toBeNull();
    expect(brokerSearchLink(bySlug('spokeo'), { first: ' ', last: 'Okafor' })).toBeNull();
  });

  it('every search page is an https address on the broker’s own domain with the name in it', () => {
    const withSearch = BROKER_CATALOG.filter((broker) => broker.searchUrl !== null);
    expect(withSearch.length).toBeGreaterThan(0);
    for (const broker of withSearch) {
      const url = new URL(brokerSearchLink(broker, { first: 'Grace', last: 'Okafor', state: 'IL' }) ?? '');
      expect([broker.slug, url.protocol, url.hostname]).toEqual([broker.slug, 'https:', broker.domain]);
      expect(decodeURIComponent(url.href)).toContain('Grace');
      expect(decodeURIComponent(url.href)).toContain('Okafor');
    }
  });
});
