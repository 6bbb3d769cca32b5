import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import PersonSearchResultsScreen from './person-results-screen';
import { readPersonQuery } from './read-person-query';

describe('readPersonQuery', () => {
  it('reads first, last, middle, age, city and state, dropping ALL', () => {
    expect(readPersonQuery('?first=Jane&last=Doe&middle=Q&age=40&city=Austin&state=ALL')).toEqual({
      query: { firstName: 'Jane', lastName: 'Doe', middleInitial: 'Q', age: '40', city: 'Austin' },
      selfSearch: false,
    });
  });

  it('reads fname/lname and type=self in personal-data-protection mode, and refuses invalid names', () => {
    expect(readPersonQuery('?fname=Jane&lname=Doe&type=self')).toEqual({
      query: { firstName: 'Jane', lastName: 'Doe' },
      selfSearch: true,
    });
    expect(readPersonQuery('?first=J0hn&last=Doe').query).toBeNull();
  });
});

/** The purchase page, showing the navigation state it was given. */
function PurchaseProbe() {
  const { state } = useLocation();
  return <p>Purchase page: {JSON.stringify(state)}</p>;
}

function renderAt(search: string, body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) {
  const requested: string[] = [];
  globalThis.fetch = jest.fn(async (url: string) => {
    requested.push(url);
    return new Response(JSON.stringify(body), {
      status: init.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...init.headers },
    });
  }) as unknown as typeof fetch;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/dashboard/search/person/${search}`]}>
        <Routes>
          <Route path="/dashboard/search/person/" element={<PersonSearchResultsScreen />} />
          <Route path="/dashboard/purchase" element={<PurchaseProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return requested;
}

describe('PersonSearchResultsScreen', () => {
  it('lists teasers whose cards open the create-record flow, with paging', async () => {
    const requested = renderAt('?first=Jane&last=Doe&city=&state=TX', {
      total: 41,
      page: 1,
      pageSize: 20,
      results: [
        {
          pointer: 'abcdefghijk',
          name: { first: 'Jane', middle: 'Q', last: 'Doe', suffix: null },
          aliases: ['Janie Doe'],
          age: 44,
          deceased: false,
          locations: [
            { city: 'Austin', state: 'TX' },
            { city: 'Waco', state: 'TX' },
          ],
          relatives: [
            { first: 'John', last: 'Doe' },
            { first: 'Ava', last: 'Doe' },
          ],
          match: 'exact',
        },
      ],
    });
    expect(await screen.findByText('41 results for Jane Doe')).toBeInTheDocument();
    expect(requested[0]).toBe('/v1/search/people?firstName=Jane&lastName=Doe&state=TX');
    expect(screen.getByRole('heading', { name: 'Jane Q Doe, 44' })).toBeInTheDocument();
    expect(screen.getByText('Lives in Austin, TX')).toBeInTheDocument();
    expect(screen.getByText('Related to John Doe, Ava Doe')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open report for Jane Q Doe' })).toHaveAttribute(
      'href',
      '/dashboard/create-record?type=person&pointer=abcdefghijk',
    );
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', expect.stringContaining('page=2'));
    expect(screen.getByLabelText('First Name')).toHaveValue('Jane');
  });

  it('sends a member without an active membership (402) to the purchase page, keeping the search to come back to', async () => {
    const requested = renderAt(
      '?first=Jane&last=Doe',
      { message: 'An active membership is required to search public records.', statusCode: 402 },
      { status: 402, headers: { 'X-Required-Item': 'person_report', 'X-Required-For': 'search' } },
    );
    expect(
      await screen.findByText(
        'Purchase page: {"returnTo":"/dashboard/search/person/?first=Jane&last=Doe","requiredItem":"person_report","reason":"search","subject":"Jane Doe"}',
      ),
    ).toBeInTheDocument();
    // one request: a 402 is an answer, not retried
    expect(requested).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    renderAt('?first=Zed&last=Nobody', { total: 0, page: 1, pageSize: 20, results: [] });
    expect(await screen.findByText(/No results found for Zed Nobody/)).toBeInTheDocument();
  });

  it('shows the release it was built as at the bottom (the build defines __BEACON_APP_VERSION__)', async () => {
    const globals = globalThis as { __BEACON_APP_VERSION__?: string };
    renderAt('', {});
    expect(screen.getByText('Search release dev')).toBeInTheDocument();
    globals.__BEACON_APP_VERSION__ = '1.1.0';
    try {
      renderAt('', {});
      expect(screen.getByText('Search release 1.1.0')).toBeInTheDocument();
    } finally {
      delete globals.__BEACON_APP_VERSION__;
    }
  });
});
