import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';

import { sessionUserAtom, type Balances } from '@beacon/session';
import { memberAccount } from '@beacon/test-support/person-fixtures';

import PersonSearchResultsScreen from './person-results-screen';

const teaser = (pointer: string, first: string) => ({
  pointer,
  name: { first, middle: null, last: 'Doe', suffix: null },
  aliases: [],
  age: 44,
  deceased: false,
  locations: [{ city: 'Austin', state: 'TX' }],
  relatives: [],
  match: 'exact',
});

function serve(balances: Balances) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    let body: unknown = {};
    if (url.startsWith('/v1/search/people')) {
      body = {
        total: 2,
        page: 1,
        pageSize: 20,
        results: [teaser('aaaaaaaaaaaaaaaaaaaa', 'Jane'), teaser('bbbbbbbbbbbbbbbbbbbb', 'John')],
      };
    } else if (url === '/v1/me' || url === '/v1/me/cross-sell-intent') {
      body = memberAccount({ id: 2, email: 'paula@example.com', first_name: 'Paula', last_name: 'Reyes', balances });
    }
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof fetch;
  return calls;
}

function renderResults(search = '?first=Jane&last=Doe') {
  const store = createStore();
  store.set(sessionUserAtom, { sub: '2', firstName: 'Paula', lastName: 'Reyes' });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <JotaiProvider store={store}>
        <MemoryRouter initialEntries={[`/dashboard/search/person/${search}`]}>
          <Link to="/dashboard">Home</Link>
          <Routes>
            <Route path="/dashboard/search/person/" element={<PersonSearchResultsScreen />} />
            <Route path="/dashboard" element={<p>Dashboard</p>} />
            <Route path="/dashboard/create-record" element={<p>Creating the record</p>} />
          </Routes>
        </MemoryRouter>
      </JotaiProvider>
    </QueryClientProvider>,
  );
}

const intents = (calls: ReturnType<typeof serve>) => calls.filter((call) => call.url === '/v1/me/cross-sell-intent');

describe('the cross-sell intent of the person results (spec §4, issue 56 point 3)', () => {
  it('is sent for the best match when a member holding person reports leaves without opening a report', async () => {
    const calls = serve({ person_report: null });
    renderResults();
    expect(await screen.findByRole('heading', { name: 'Jane Doe, 44' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.url === '/v1/me')).toBe(true));
    expect(intents(calls)).toEqual([]);

    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    await waitFor(() =>
      expect(intents(calls)).toEqual([
        { method: 'PUT', url: '/v1/me/cross-sell-intent', body: { pointer: 'aaaaaaaaaaaaaaaaaaaa' } },
      ]),
    );
  });

  it('is not sent when the member opens a report from the results', async () => {
    const calls = serve({ person_report: null });
    renderResults();
    await screen.findByRole('heading', { name: 'John Doe, 44' });
    await waitFor(() => expect(calls.some((call) => call.url === '/v1/me')).toBe(true));
    await userEvent.click(screen.getByRole('link', { name: 'Open report for John Doe' }));
    expect(await screen.findByText('Creating the record')).toBeInTheDocument();
    expect(intents(calls)).toEqual([]);
  });

  it('is not sent for a member whose membership includes premium reports, nor after searching for oneself', async () => {
    const calls = serve({ person_report: null, premium_person_report: null });
    renderResults();
    await screen.findByRole('heading', { name: 'Jane Doe, 44' });
    await waitFor(() => expect(calls.some((call) => call.url === '/v1/me')).toBe(true));
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    await screen.findByText('Dashboard');

    const selfCalls = serve({ person_report: null });
    renderResults('?first=Jane&last=Doe&type=self');
    await screen.findByRole('heading', { name: 'Jane Doe, 44' });
    await waitFor(() => expect(selfCalls.some((call) => call.url === '/v1/me')).toBe(true));
    await userEvent.click(screen.getAllByRole('link', { name: 'Home' })[1]!);
    await waitFor(() => expect(screen.getAllByText('Dashboard')).toHaveLength(2));
    expect(intents(calls)).toEqual([]);
    expect(intents(selfCalls)).toEqual([]);
  });
});
