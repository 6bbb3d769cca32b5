import { readFileSync } from 'node:fs';
import path from 'node:path';

import {
  UnreadablePageError,
  isRemovedListingPage,
  readListingPage,
  readLocation,
  readSearchResults,
} from '../../../src/services/brokers/listing-page';

// Reading the stand-in sites' pages as their protocol (design of issue 59) writes them: search results, listing pages
// of each site (a field is exposed only when the page lists something under it), the removed page, and pages that are
// not what the protocol promises.

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const ORIGIN = 'http://127.0.0.1:2531';

describe('search results pages', () => {
  it('reads each result with its absolute listing URL, age and location, and leaves out links off the site', () => {
    const page = readSearchResults(fixture('clearrecords-search.html'), ORIGIN);
    expect(page).toEqual({
      kind: 'results',
      results: [
        {
          url: `${ORIGIN}/person/1042-3fa9c2d1`,
          name: 'Dana K Whitfield',
          age: 47,
          location: 'Springfield, IL',
        },
        { url: `${ORIGIN}/person/2210-0b7e55aa`, name: 'Dana Whitfield', age: 29, location: 'Austin, TX' },
      ],
    });
  });

  it('reads "No records found." as no results', () => {
    expect(readSearchResults(fixture('no-results.html'), 'http://127.0.0.1:2532')).toEqual({ kind: 'no_results' });
  });

  it('refuses a page that is neither', () => {
    expect(() => readSearchResults(fixture('clearrecords-listing.html'), ORIGIN)).toThrow(UnreadablePageError);
  });
});

describe('listing pages', () => {
  it('reads a ClearRecords listing: age, current street address first, past addresses, phone, relatives', () => {
    const url = `${ORIGIN}/person/1042-3fa9c2d1`;
    const listing = readListingPage(fixture('clearrecords-listing.html'), 'clearrecords', url);
    expect(listing).toEqual({
      brokerSlug: 'clearrecords',
      siteListingId: '1042-3fa9c2d1',
      url,
      shown: {
        name: 'Dana K Whitfield',
        age: 47,
        birthYear: null,
        locations: [
          { street: '1418 Elm Street', city: 'Springfield', state: 'IL' },
          { street: null, city: 'Peoria', state: 'IL' },
          { street: null, city: 'St. Louis', state: 'MO' },
        ],
        relatives: ['Morgan Whitfield', 'Lee Whitfield'],
        phones: ['(217) 555-0143'],
        emails: [],
      },
      exposed: ['name', 'age', 'address', 'past_addresses', 'phone', 'relatives'],
    });
  });

  it('reads a PeoplePath listing: one address is no past address, an empty relatives list exposes nothing', () => {
    const url = 'http://127.0.0.1:2532/person/1042-77c0de12';
    const listing = readListingPage(fixture('peoplepath-listing.html'), 'peoplepath', url);
    expect(listing.shown).toEqual({
      name: 'Dana Whitfield',
      age: 47,
      birthYear: null,
      locations: [{ street: null, city: 'Springfield', state: 'IL' }],
      relatives: [],
      phones: [],
      emails: ['dana.whitfield@example.net'],
    });
    expect(listing.exposed).toEqual(['name', 'age', 'address', 'email']);
  });

  it('reads a RecordHarbor listing: a birth year, not an age; a street with a comma of its own', () => {
    const url = 'http://127.0.0.1:2533/person/1042-c4d2a9e0';
    const listing = readListingPage(fixture('recordharbor-listing.html'), 'recordharbor', url);
    expect(listing.shown.age).toBeNull();
    expect(listing.shown.birthYear).toBe(1979);
    expect(listing.shown.locations).toEqual([
      { street: '1418 Elm Street', city: 'Springfield', state: 'IL' },
      { street: '22 Oak Ave, Apt 4', city: 'Peoria', state: 'IL' },
    ]);
    expect(listing.shown.phones).toEqual(['(217) 555-0143', '(309) 555-0188']);
    expect(listing.exposed).toEqual(['name', 'date_of_birth', 'address', 'past_addresses', 'phone']);
  });

  it('refuses a page without a listing article (the removed page, or a site that changed)', () => {
    expect(() => readListingPage(fixture('removed-listing.html'), 'clearrecords', ORIGIN)).toThrow(UnreadablePageError);
    const withoutId = fixture('clearrecords-listing.html').replace(' data-listing-id="1042-3fa9c2d1"', '');
    expect(() => readListingPage(withoutId, 'clearrecords', ORIGIN)).toThrow(/data-listing-id/);
  });

  it('reads a location line without a state as nothing', () => {
    expect(readLocation('Springfield')).toBeNull();
    expect(readLocation('Springfield, IL')).toEqual({ street: null, city: 'Springfield', state: 'IL' });
  });
});

describe('the removed page', () => {
  it('is a 410, or a page that says the record was removed', () => {
    const removed = fixture('removed-listing.html');
    expect(isRemovedListingPage(410, removed)).toBe(true);
    expect(isRemovedListingPage(410, '')).toBe(true);
    expect(isRemovedListingPage(200, removed)).toBe(true);
    expect(isRemovedListingPage(200, fixture('clearrecords-listing.html'))).toBe(false);
    expect(isRemovedListingPage(404, '<p>Not found</p>')).toBe(false);
  });
});
