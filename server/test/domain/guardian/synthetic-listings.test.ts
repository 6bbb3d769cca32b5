import { BROKER_CATALOG, BEACON_BROKER_SLUG } from '../../../src/domain/guardian/broker-catalog';
import type { ScanSubject } from '../../../src/domain/guardian/scan-subject';
import { reappears, syntheticListings } from '../../../src/domain/guardian/synthetic-listings';

// The other brokers' listings are derived from the person's data (issue 17 point 2): the same person gets the same
// listings on every scan, whoever the member is; what a listing shows is what the site publishes and the person has.

const grace: ScanSubject = {
  firstName: 'Grace',
  middleName: 'A',
  lastName: 'Okafor',
  otherNames: ['Grace Adeyemi'],
  dob: '1984-03-02',
  addresses: [
    { street: '12 Oak St', city: 'Chicago', state: 'IL', zip: '60601' },
    { street: '9 Elm Ave', city: 'Evanston', state: 'IL', zip: '60201' },
  ],
  phones: ['3125550101'],
  emails: ['grace@example.com'],
  hasRelatives: true,
};

describe('synthetic broker listings', () => {
  it('are the same for the same person, every time', () => {
    const first = syntheticListings(grace, BROKER_CATALOG);
    const again = syntheticListings({ ...grace, emails: [...grace.emails] }, BROKER_CATALOG);
    expect(again).toEqual(first);
    expect(first.length).toBeGreaterThan(15);
    expect(new Set(first.map((listing) => listing.listingKey)).size).toBe(first.length);
  });

  it('differ between people, and never include Beacon (its listings are the real data set)', () => {
    const other = syntheticListings({ ...grace, firstName: 'Frank', lastName: 'Moreau' }, BROKER_CATALOG);
    expect(other.map((listing) => listing.listingKey)).not.toEqual(
      syntheticListings(grace, BROKER_CATALOG).map((listing) => listing.listingKey),
    );
    expect(other.some((listing) => listing.brokerSlug === BEACON_BROKER_SLUG)).toBe(false);
  });

  it("show only what the site publishes and what there is: no phone or e-mail when none was given", () => {
    const bare = syntheticListings({ ...grace, phones: [], emails: [], dob: null, addresses: [] }, BROKER_CATALOG);
    for (const listing of bare) {
      const broker = BROKER_CATALOG.find((entry) => entry.slug === listing.brokerSlug)!;
      for (const field of listing.exposed) expect(broker.exposes).toContain(field);
      expect(listing.exposed).not.toEqual(expect.arrayContaining(['phone']));
      expect(listing.exposed).not.toEqual(expect.arrayContaining(['email']));
      expect(listing.exposed).not.toEqual(expect.arrayContaining(['date_of_birth']));
    }
  });

  it("list a past name separately on the larger sites, with the site's own address form", () => {
    const listings = syntheticListings(grace, BROKER_CATALOG);
    const whitepages = listings.filter((listing) => listing.brokerSlug === 'whitepages');
    for (const listing of whitepages) expect(listing.url).toMatch(/^https:\/\/www\.whitepages\.com\/name\/Grace-/);
    expect(listings.some((listing) => listing.url.includes('Adeyemi'))).toBe(true);
  });

  it('reappear at a re-scan by the site\'s relisting rate, the same way every time', () => {
    const spokeo = BROKER_CATALOG.find((entry) => entry.slug === 'spokeo')!;
    const draws = Array.from({ length: 400 }, (_, index) => reappears(`spokeo:${index}`, spokeo, 2));
    const share = draws.filter(Boolean).length / draws.length;
    expect(share).toBeGreaterThan(spokeo.relistPercent / 100 - 0.08);
    expect(share).toBeLessThan(spokeo.relistPercent / 100 + 0.08);
    expect(Array.from({ length: 400 }, (_, index) => reappears(`spokeo:${index}`, spokeo, 2))).toEqual(draws);
    const beacon = BROKER_CATALOG.find((entry) => entry.slug === BEACON_BROKER_SLUG)!;
    expect(Array.from({ length: 100 }, (_, index) => reappears(`beacon:${index}`, beacon, 2)).some(Boolean)).toBe(false);
  });
});

describe('the broker catalog', () => {
  it('has at least 40 U.S. sites, Beacon among them, each with a way to opt out', () => {
    expect(BROKER_CATALOG.length).toBeGreaterThanOrEqual(40);
    expect(new Set(BROKER_CATALOG.map((broker) => broker.slug)).size).toBe(BROKER_CATALOG.length);
    expect(BROKER_CATALOG.filter((broker) => broker.slug === BEACON_BROKER_SLUG)).toHaveLength(1);
    for (const broker of BROKER_CATALOG) {
      const channel = { web_form: broker.optOutUrl, email: broker.optOutEmail, mail: broker.optOutAddress }[
        broker.optOutMethod
      ];
      expect([broker.slug, channel]).toEqual([broker.slug, expect.any(String)]);
      expect(broker.exposes).toContain('name');
    }
    expect(new Set(BROKER_CATALOG.map((broker) => broker.optOutMethod))).toEqual(new Set(['web_form', 'email', 'mail']));
  });
});
