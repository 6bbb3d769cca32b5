import type { ScanSubject } from '../../domain/guardian/scan-subject';

import {
  BrokerAdapterError,
  type BrokerAdapter,
  type Capture,
  type FoundBrokerListing,
  type ListingCheck,
  type RemovalAuthorization,
  type SubmissionReceipt,
  type SubmittableListing,
} from './broker-adapter';
import { screenshotOf, visit, withChromium, type ChromiumOptions } from './chromium';
import {
  UnreadablePageError,
  isRemovedListingPage,
  readListingPage,
  readSearchResults,
  type SearchResult,
} from './listing-page';
import type { SiteScript } from './site-scripts/site-script';

// The web-form channel of the broker adapter port (issue 59 point 1), one adapter per site, the site's steps in its
// script. Reading the site (a scan's searches and listing pages, a check of a listing) is plain HTTP and HTML: those
// pages need no browser. What is kept as proof or acts on the site (the listing before the request, the request
// itself, a confirmation link, the removed page) goes through headless Chromium, one browser per call.
// Every address the adapter opens is on the site's origin: a listing or a link elsewhere is refused, never followed.

export interface WebFormAdapterOptions {
  brokerSlug: string;
  /** the site's origin, from config (e.g. http://127.0.0.1:2531) */
  origin: string;
  script: SiteScript;
  /** the Chromium binary (default /usr/bin/chromium) */
  chromium?: Omit<ChromiumOptions, 'actionTimeoutMs'>;
  /** the longest one page (a fetch, a navigation, a browser action) may take */
  timeoutMs: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** Listing pages read at once during a scan: a site is not hammered, a scan of many results is not serial. */
const LISTING_READS_AT_ONCE = 4;

interface FetchedPage {
  status: number;
  html: string;
}

/** The names a site is searched for: first + last, then each other name (its first and last word), once each. */
export function searchNames(subject: ScanSubject): Array<{ first: string; last: string }> {
  const names: Array<{ first: string; last: string }> = [];
  const seen = new Set<string>();
  const add = (first: string | undefined, last: string | undefined) => {
    if (!first || !last) return;
    const key = `${first.toLowerCase()} ${last.toLowerCase()}`;
    if (seen.has(key)) return;
    seen.add(key);
    names.push({ first, last });
  };
  add(subject.firstName.trim(), subject.lastName.trim());
  for (const other of subject.otherNames) {
    const words = other.split(/\s+/).filter((word) => word.length > 0);
    if (words.length > 1) add(words[0], words.at(-1));
  }
  return names;
}

/** The states a search is narrowed to: each address's, once; no address → one search without a state. */
export function searchStates(subject: ScanSubject): string[] {
  const states = [...new Set(subject.addresses.map((address) => address.state.trim().toUpperCase()))].filter(
    (state) => state.length > 0,
  );
  return states.length > 0 ? states : [''];
}

async function inBatches<T, R>(items: T[], size: number, each: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(each))));
  }
  return results;
}

/** A site Guardian reads: its listing pages are always checked. */
export type WebFormAdapter = BrokerAdapter & Required<Pick<BrokerAdapter, 'check'>>;

export function createWebFormAdapter(options: WebFormAdapterOptions): WebFormAdapter {
  const { brokerSlug, script, timeoutMs } = options;
  const origin = new URL(options.origin).origin;
  const fetchFn = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const chromiumOptions: ChromiumOptions = { ...options.chromium, actionTimeoutMs: timeoutMs };
  const site = script.siteName;

  function onSite(url: string, what: string): string {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new BrokerAdapterError('unexpected_reply', `${site}: ${what} is not an address`);
    }
    if (parsed.origin !== origin) {
      throw new BrokerAdapterError('unexpected_reply', `${site}: ${what} ${parsed.origin} is not the site's ${origin}`);
    }
    return parsed.href;
  }

  async function fetchPage(url: string): Promise<FetchedPage> {
    const path = new URL(url).pathname;
    try {
      const response = await fetchFn(url, {
        // one exchange per page: no socket is kept open on the site between a job's pages, and a request given up on
        // (timeout) leaves no connection the site's server would keep alive afterwards
        headers: { accept: 'text/html', connection: 'close' },
        redirect: 'follow',
        signal: AbortSignal.timeout(timeoutMs),
      });
      // a redirect off the site is not the site's page (response.url is '' for a fetch that does not say)
      if (response.url && new URL(response.url).origin !== origin) {
        throw new BrokerAdapterError('unexpected_reply', `${site}: ${path} led to another site`);
      }
      const html = await response.text();
      if (response.status >= 500)
        throw new BrokerAdapterError('site_error', `${site}: ${path} answered ${response.status}`);
      return { status: response.status, html };
    } catch (error) {
      if (error instanceof BrokerAdapterError) throw error;
      // the signal's reason, a DOMException (not always an Error of this realm: compare by name)
      const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new BrokerAdapterError('timeout', `${site}: ${path} did not answer within ${timeoutMs} ms`);
      }
      throw new BrokerAdapterError('site_error', `${site}: ${path} could not be reached (${String(error)})`);
    }
  }

  function capture(kind: Capture['kind'], content: Buffer, caption: string): Capture {
    return { kind, mime: 'image/png', content, at: now(), caption };
  }

  async function search(name: { first: string; last: string }, state: string): Promise<SearchResult[]> {
    const url = new URL('/search', origin);
    url.searchParams.set('first', name.first);
    url.searchParams.set('last', name.last);
    url.searchParams.set('state', state);
    const page = await fetchPage(url.href);
    if (page.status !== 200)
      throw new BrokerAdapterError('unexpected_reply', `${site}: search answered ${page.status}`);
    try {
      const results = readSearchResults(page.html, origin);
      return results.kind === 'results' ? results.results : [];
    } catch (error) {
      if (error instanceof UnreadablePageError)
        throw new BrokerAdapterError('form_changed', `${site}: ${error.message}`);
      throw error;
    }
  }

  /** A listing page as the scan found it; null when it is gone (404, 410) since the search listed it. */
  async function readListing(url: string): Promise<FoundBrokerListing | null> {
    const page = await fetchPage(url);
    if (page.status === 404 || isRemovedListingPage(page.status, page.html)) return null;
    if (page.status !== 200)
      throw new BrokerAdapterError('unexpected_reply', `${site}: a listing page answered ${page.status}`);
    try {
      return readListingPage(page.html, brokerSlug, url);
    } catch (error) {
      if (error instanceof UnreadablePageError)
        throw new BrokerAdapterError('form_changed', `${site}: ${error.message}`);
      throw error;
    }
  }

  async function scan(subject: ScanSubject): Promise<FoundBrokerListing[]> {
    const urls = new Set<string>();
    for (const name of searchNames(subject)) {
      for (const state of searchStates(subject)) {
        for (const result of await search(name, state)) urls.add(result.url);
      }
    }
    const listings = await inBatches([...urls], LISTING_READS_AT_ONCE, readListing);
    const byId = new Map<string, FoundBrokerListing>();
    for (const listing of listings)
      if (listing && !byId.has(listing.siteListingId)) byId.set(listing.siteListingId, listing);
    return [...byId.values()];
  }

  async function submit(listing: SubmittableListing, authorization: RemovalAuthorization): Promise<SubmissionReceipt> {
    const url = onSite(listing.url, 'the listing');
    return withChromium(chromiumOptions, async (page) => {
      const status = await visit(page, url);
      if (status !== 200) {
        throw new BrokerAdapterError('unexpected_reply', `${site}: the listing answered ${status} before the request`);
      }
      let shown = null;
      try {
        shown = readListingPage(await page.content(), brokerSlug, url).shown;
      } catch (error) {
        if (!(error instanceof UnreadablePageError)) throw error;
      }
      const before = capture('before', await screenshotOf(page), `${site} listing before the request`);
      const outcome = await script.submit({ page, origin, listing: { ...listing, url }, shown, authorization });
      return {
        channel: 'web_form',
        siteReference: outcome.siteReference,
        awaitingSiteConfirmation: outcome.awaitingSiteConfirmation,
        captures: [before],
        note: outcome.note,
      };
    });
  }

  async function check(listing: SubmittableListing): Promise<ListingCheck> {
    const url = onSite(listing.url, 'the listing');
    const page = await fetchPage(url);
    if (isRemovedListingPage(page.status, page.html)) {
      const content = await withChromium(chromiumOptions, async (browserPage) => {
        await visit(browserPage, url);
        return screenshotOf(browserPage);
      });
      return { state: 'removed', capture: capture('after', content, `${site} listing after the removal`) };
    }
    if (page.status === 404) return { state: 'not_found', capture: null };
    if (page.status !== 200)
      throw new BrokerAdapterError('unexpected_reply', `${site}: the listing answered ${page.status}`);
    let shownId: string;
    try {
      shownId = readListingPage(page.html, brokerSlug, url).siteListingId;
    } catch (error) {
      if (error instanceof UnreadablePageError)
        throw new BrokerAdapterError('form_changed', `${site}: ${error.message}`);
      throw error;
    }
    if (shownId !== listing.siteListingId) {
      throw new BrokerAdapterError(
        'unexpected_reply',
        `${site}: ${url} shows listing ${shownId}, not ${listing.siteListingId}`,
      );
    }
    return { state: 'listed', capture: null };
  }

  const adapter: WebFormAdapter = { brokerSlug, channel: 'web_form', scan, submit, check };
  const confirm = script.confirm;
  if (confirm) {
    adapter.followConfirmation = async (link: string): Promise<Capture> => {
      const url = onSite(link, 'the confirmation link');
      return withChromium(chromiumOptions, async (page) => {
        const outcome = await confirm(page, url);
        return capture('page', await screenshotOf(page), `${site} confirmation: ${outcome.note}`);
      });
    };
  }
  return adapter;
}
