import { parse, type HTMLElement } from 'node-html-parser';

import type { ExposedField } from '@beacon/validation';

import type { FoundBrokerListing, ListingShown } from './broker-adapter';

// Reading a people-search site's pages (the stand-in sites' protocol, design of issue 59): its search results and its
// listing pages, into what a scan found and what the listing shows. Only what the page itself writes is read: a field
// is `exposed` when the page lists something under it, never because the site is known to show it.

/** One line of a search results page: where its listing is, and what the line shows of it. */
export interface SearchResult {
  /** the listing page, absolute, on the site's own origin */
  url: string;
  name: string;
  age: number | null;
  location: string | null;
}

export type SearchResultsPage = { kind: 'results'; results: SearchResult[] } | { kind: 'no_results' };

/** What a page is not: the page does not carry the markup a site's protocol promises (the site changed). */
export class UnreadablePageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadablePageError';
  }
}

function textOf(element: HTMLElement | null): string {
  return (element?.text ?? '').replace(/\s+/g, ' ').trim();
}

function numberAfter(label: RegExp, text: string): number | null {
  const found = label.exec(text);
  return found?.[1] === undefined ? null : Number(found[1]);
}

/**
 * A search results page: `ul#results` of `li.result`, or `p#no-results`. A link that leads off the site is not one of
 * its listings and is left out. A page with neither is not a results page.
 */
export function readSearchResults(html: string, origin: string): SearchResultsPage {
  const root = parse(html);
  const list = root.querySelector('ul#results');
  if (!list) {
    if (root.querySelector('#no-results')) return { kind: 'no_results' };
    throw new UnreadablePageError('the search page has neither a #results list nor #no-results');
  }
  const siteOrigin = new URL(origin).origin;
  const results: SearchResult[] = [];
  for (const item of list.querySelectorAll('li.result')) {
    const link = item.querySelector('a.result-link');
    const href = link?.getAttribute('href');
    if (!link || !href) continue;
    const url = new URL(href, siteOrigin);
    if (url.origin !== siteOrigin) continue;
    const location = textOf(item.querySelector('.result-location'));
    results.push({
      url: url.href,
      name: textOf(link),
      age: numberAfter(/Age\s+(\d+)/i, textOf(item.querySelector('.result-age'))),
      location: location || null,
    });
  }
  return { kind: 'results', results };
}

/** "Street, City, ST" or "City, ST": the state is the last part, the city the one before, the street all before that. */
export function readLocation(line: string): ListingShown['locations'][number] | null {
  const parts = line
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  const state = parts.at(-1);
  const city = parts.at(-2);
  if (state === undefined || city === undefined) return null;
  const street = parts.slice(0, -2).join(', ');
  return { street: street || null, city, state };
}

function listItems(root: HTMLElement, selector: string): string[] | null {
  const list = root.querySelector(selector);
  if (!list) return null;
  return list
    .querySelectorAll('li')
    .map((item) => textOf(item))
    .filter((text) => text.length > 0);
}

/** A removed listing: HTTP 410, or the page says so (`.listing-removed`). */
export function isRemovedListingPage(status: number, html: string): boolean {
  if (status === 410) return true;
  return parse(html).querySelector('.listing-removed') !== null;
}

/**
 * A listing page (`article.listing`) as the site shows it. `url` is where it was read (the listing's own address).
 * A page without the article, its id or its name is not a listing page.
 */
export function readListingPage(html: string, brokerSlug: string, url: string): FoundBrokerListing {
  const root = parse(html);
  const article = root.querySelector('article.listing');
  if (!article) throw new UnreadablePageError('the listing page has no article.listing');
  const siteListingId = article.getAttribute('data-listing-id')?.trim();
  if (!siteListingId) throw new UnreadablePageError('the listing has no data-listing-id');
  const name = textOf(article.querySelector('.listing-name'));
  if (!name) throw new UnreadablePageError('the listing has no .listing-name');

  const ageElement = article.querySelector('.listing-age');
  const bornElement = article.querySelector('.listing-born');
  const age = ageElement ? numberAfter(/Age\s+(\d+)/i, textOf(ageElement)) : null;
  const birthYear = bornElement ? numberAfter(/Born\s+(\d{4})/i, textOf(bornElement)) : null;
  const addressLines = listItems(article, '.listing-addresses') ?? [];
  const locations = addressLines
    .map(readLocation)
    .filter((location): location is NonNullable<typeof location> => location !== null);
  const relatives = listItems(article, '.listing-relatives') ?? [];
  const phones = listItems(article, '.listing-phones') ?? [];
  const emails = listItems(article, '.listing-emails') ?? [];

  // what the page actually shows of the person; an empty list exposes nothing
  const exposed: ExposedField[] = ['name'];
  if (age !== null) exposed.push('age');
  if (birthYear !== null) exposed.push('date_of_birth');
  if (locations.length > 0) exposed.push('address');
  if (locations.length > 1) exposed.push('past_addresses');
  if (phones.length > 0) exposed.push('phone');
  if (emails.length > 0) exposed.push('email');
  if (relatives.length > 0) exposed.push('relatives');

  return {
    brokerSlug,
    siteListingId,
    url,
    shown: { name, age, birthYear, locations, relatives, phones, emails },
    exposed,
  };
}
