import type { ScanSubject } from '../../../src/domain/guardian/scan-subject';
import { BrokerAdapterError } from '../../../src/services/brokers/broker-adapter';
import { clearRecordsScript } from '../../../src/services/brokers/site-scripts/clear-records';
import { createWebFormAdapter, searchNames, searchStates } from '../../../src/services/brokers/web-form-adapter';

// What a web-form scan asks a site (its name and state searches), and how it reads the site's answers, on a fetch that
// plays the site's protocol: the searches the subject's names and states make, results read once each, a listing gone
// since the search left out, a 5xx, a page that is not the protocol's, a site that does not answer in time.

const ORIGIN = 'http://127.0.0.1:2531';

const subject = (overrides: Partial<ScanSubject> = {}): ScanSubject => ({
  firstName: 'Dana',
  middleName: 'K',
  lastName: 'Whitfield',
  otherNames: [],
  dob: '1979-04-02',
  addresses: [],
  phones: [],
  emails: [],
  hasRelatives: false,
  ...overrides,
});

const address = (state: string) => ({ street: '1 Main St', city: 'Springfield', state, zip: '62701' });

const resultsPage = (ids: string[]) =>
  `<ul id="results">${ids
    .map((id) => `<li class="result"><a class="result-link" href="/person/${id}">Dana Whitfield</a></li>`)
    .join('')}</ul>`;

const listingPage = (id: string) =>
  `<article class="listing" data-listing-id="${id}"><h1 class="listing-name">Dana Whitfield</h1>` +
  `<p class="listing-age">Age 47</p><ul class="listing-addresses"><li>Springfield, IL</li></ul></article>`;

/** A fetch answering as `answer` says, noting every URL asked. */
function siteFetch(answer: (url: URL) => { status: number; body: string } | Promise<never>) {
  const asked: URL[] = [];
  const fetchFn: typeof fetch = async (input) => {
    const url = new URL(String(input));
    asked.push(url);
    const { status, body } = await answer(url);
    return new Response(body, { status, headers: { 'content-type': 'text/html' } });
  };
  return { asked, fetchFn };
}

const adapterOn = (fetchFn: typeof fetch, timeoutMs = 5_000) =>
  createWebFormAdapter({
    brokerSlug: 'clearrecords',
    origin: ORIGIN,
    script: clearRecordsScript,
    timeoutMs,
    fetch: fetchFn,
  });

async function failureOf(promise: Promise<unknown>): Promise<BrokerAdapterError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BrokerAdapterError) return error;
    throw error;
  }
  throw new Error('expected a BrokerAdapterError');
}

describe('what a web-form scan searches for', () => {
  it('searches first + last, then each other name by its first and last word, each name once', () => {
    expect(searchNames(subject({ otherNames: ['Dana Marie Price', 'dana whitfield', 'Cher'] }))).toEqual([
      { first: 'Dana', last: 'Whitfield' },
      { first: 'Dana', last: 'Price' },
    ]);
  });

  it("narrows to each address's state once, or searches without a state when there is no address", () => {
    expect(searchStates(subject())).toEqual(['']);
    expect(searchStates(subject({ addresses: [address('IL'), address('mo'), address('IL')] }))).toEqual(['IL', 'MO']);
  });
});

describe('a web-form scan', () => {
  it('reads every listing the searches found once, and leaves out one gone since the search', async () => {
    const { asked, fetchFn } = siteFetch((url) => {
      if (url.pathname === '/search') {
        return {
          status: 200,
          body: url.searchParams.get('state') === 'IL' ? resultsPage(['1-aa', '2-bb']) : resultsPage(['2-bb', '3-cc']),
        };
      }
      if (url.pathname === '/person/3-cc') return { status: 410, body: '<p class="listing-removed">Removed.</p>' };
      return { status: 200, body: listingPage(url.pathname.split('/')[2] ?? '') };
    });
    const listings = await adapterOn(fetchFn).scan(subject({ addresses: [address('IL'), address('MO')] }));
    expect(listings.map((listing) => [listing.siteListingId, listing.url])).toEqual([
      ['1-aa', `${ORIGIN}/person/1-aa`],
      ['2-bb', `${ORIGIN}/person/2-bb`],
    ]);
    const searches = asked.filter((url) => url.pathname === '/search').map((url) => url.search);
    expect(searches).toEqual(['?first=Dana&last=Whitfield&state=IL', '?first=Dana&last=Whitfield&state=MO']);
    expect(asked.filter((url) => url.pathname === '/person/2-bb')).toHaveLength(1);
  });

  it('reports a 5xx as site_error, a page that is not the protocol as form_changed, no answer in time as timeout', async () => {
    const down = siteFetch(() => ({ status: 503, body: 'down' }));
    expect((await failureOf(adapterOn(down.fetchFn).scan(subject()))).kind).toBe('site_error');

    const redesigned = siteFetch(() => ({ status: 200, body: '<div class="people"></div>' }));
    const changed = await failureOf(adapterOn(redesigned.fetchFn).scan(subject()));
    expect(changed.kind).toBe('form_changed');
    expect(changed.message).toContain('#results');

    // a site that never answers: the fetch only ends when the adapter's signal aborts it
    const silent: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    expect((await failureOf(adapterOn(silent, 50).scan(subject()))).kind).toBe('timeout');
  });

  it('refuses to check a listing off the site', async () => {
    const { asked, fetchFn } = siteFetch(() => ({ status: 200, body: listingPage('1-aa') }));
    const refused = await failureOf(
      adapterOn(fetchFn).check({
        brokerSlug: 'clearrecords',
        siteListingId: '1-aa',
        url: 'http://127.0.0.1:9/person/1-aa',
      }),
    );
    expect(refused.kind).toBe('unexpected_reply');
    expect(asked).toHaveLength(0);
  });

  it('checks a listing that is still there as listed, and one the site no longer has as not_found', async () => {
    const { fetchFn } = siteFetch((url) =>
      url.pathname === '/person/1-aa' ? { status: 200, body: listingPage('1-aa') } : { status: 404, body: 'no' },
    );
    const adapter = adapterOn(fetchFn);
    expect(
      await adapter.check({ brokerSlug: 'clearrecords', siteListingId: '1-aa', url: `${ORIGIN}/person/1-aa` }),
    ).toEqual({ state: 'listed', capture: null });
    expect(
      await adapter.check({ brokerSlug: 'clearrecords', siteListingId: '9-zz', url: `${ORIGIN}/person/9-zz` }),
    ).toEqual({ state: 'not_found', capture: null });
  });
});
