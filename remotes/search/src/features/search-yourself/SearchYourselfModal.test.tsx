import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import { sessionUserAtom, type Balances } from '@beacon/session';
import { memberAccount, memberRecord, protectionMember, setupRequired } from '@beacon/test-support/person-fixtures';

import { SearchYourselfModal } from './SearchYourselfModal';

const person = (pointer: string, first: string, city: string) => ({
  pointer,
  name: { first, middle: null, last: 'Lindqvist', suffix: null },
  aliases: [],
  relatives: [],
  age: 52,
  deceased: false,
  locations: [{ city, state: 'MN' }],
  match: 'exact',
});

interface ServeOptions {
  /** the member's protection members before the confirmation */
  members?: { id: number; isSelf: boolean }[];
  darkWebDataAdded?: boolean;
  /** the membership lapsed: the search answers 402 */
  lapsed?: boolean;
}

const selfMember = protectionMember({
  ...setupRequired,
  id: 1,
  firstName: 'Peter',
  lastName: 'Lindqvist',
  pointer: 'aaaaaaaaaaa',
  usageId: 'self',
});

/** What the served account holds: the member's entitlements come from it (renderModal sets it). */
let accountBalances: Balances = {};

function serve({ members = [], darkWebDataAdded = false, lapsed = false }: ServeOptions = {}) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    let body: unknown = {};
    if (lapsed && url.startsWith('/v1/search/people')) {
      return new Response(
        JSON.stringify({ message: 'An active membership is required to search public records.', statusCode: 402 }),
        { status: 402, headers: { 'X-Required-Item': 'person_report', 'X-Required-For': 'search' } },
      );
    }
    if (url.startsWith('/v1/search/people')) {
      body = {
        total: 5,
        page: 1,
        pageSize: 20,
        results: [
          person('aaaaaaaaaaa', 'Peter', 'Duluth'),
          person('bbbbbbbbbbb', 'Pete', 'Edina'),
          person('ccccccccccc', 'Paul', 'Austin'),
          person('ddddddddddd', 'Anna', 'Ely'),
          person('eeeeeeeeeee', 'Piotr', 'Minneapolis'),
        ],
      };
    } else if (url === '/v1/me/records') {
      body = memberRecord(9, 'person', { accountId: 2, pointer: 'aaaaaaaaaaa' });
    } else if (url === '/v1/me/personal-data-protection/members') body = { items: members, familyLimit: 0 };
    else if (url === '/v1/me/personal-data-protection/members/self') {
      body = selfMember;
    } else if (url === '/v1/me' || url === '/v1/me/records/9/claim') {
      body = memberAccount({
        id: 2,
        email: 'peter@example.com',
        first_name: 'Peter',
        last_name: 'Lindqvist',
        balances: accountBalances,
        data: { dark_web_data_added: darkWebDataAdded },
      });
    }
    return new Response(JSON.stringify(body), { status: method === 'POST' ? 201 : 200 });
  }) as unknown as typeof fetch;
  return calls;
}

function CurrentPath() {
  const location = useLocation();
  return (
    <output aria-label="Current page">
      {`${location.pathname}${location.search}`}
      {location.state ? ` with ${JSON.stringify(location.state)}` : ''}
    </output>
  );
}

function renderModal(onClose = jest.fn(), balances: Balances | null = null) {
  const store = createStore();
  store.set(sessionUserAtom, { sub: '2', firstName: 'Peter', lastName: 'Lindqvist' });
  accountBalances = balances ?? {};
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <JotaiProvider store={store}>
        <MemoryRouter>
          <SearchYourselfModal onClose={onClose} />
          <Routes>
            <Route path="*" element={<CurrentPath />} />
          </Routes>
        </MemoryRouter>
      </JotaiProvider>
    </QueryClientProvider>,
  );
  return onClose;
}

async function confirmFirstCandidate(user = userEvent.setup()) {
  await screen.findByRole('list', { name: 'Your possible records' });
  await user.click(screen.getAllByRole('button', { name: 'This is me' })[0] as HTMLElement);
  await user.click(screen.getByLabelText('Yes, this is me'));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

const GUARDIAN: Balances = { person_report: null, guardian: null };
const ALL_MONITORING: Balances = {
  person_report: null,
  guardian: null,
  identity_monitoring: null,
  dark_web_monitoring: null,
};

describe('SearchYourselfModal', () => {
  it('shows 2 possible own records (first initial + last name) and VIEW N MORE for the rest', async () => {
    serve();
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Protect Yourself' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your possible records' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    // Anna does not qualify: 4 candidates, 2 shown.
    await userEvent.click(screen.getByRole('button', { name: 'VIEW 2 MORE' }));
    expect(list.querySelectorAll('li')).toHaveLength(4);
    expect(screen.queryByText(/Anna/)).not.toBeInTheDocument();
  });

  it('tells a lapsed member a membership is needed, and leads to the purchase page for their own search', async () => {
    serve({ lapsed: true });
    const onClose = renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Protect Yourself' });
    expect(await within(dialog).findByText('A membership is needed to look yourself up.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/These public records may be about you/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('link', { name: 'See membership options' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'Current page' })).toHaveTextContent(
      '/dashboard/purchase with {"returnTo":"/dashboard/search/person/?first=Peter&last=Lindqvist&type=self","requiredItem":"person_report","reason":"search","subject":"Peter Lindqvist"}',
    );
  });

  it("asks to confirm, needs a choice, then saves the report as the member's own", async () => {
    const calls = serve();
    const onClose = renderModal();
    await screen.findByRole('list', { name: 'Your possible records' });
    await userEvent.click(screen.getAllByRole('button', { name: 'This is me' })[0] as HTMLElement);

    const confirm = screen.getByRole('dialog', { name: 'Confirm your selection' });
    expect(screen.getByRole('region', { name: 'Your Report' })).toHaveTextContent(
      'Peter Lindqvist, Duluth, MN, age 52',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please select one of the options above')).toBeInTheDocument();
    expect(confirm).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Yes, this is me'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/v1/me/records',
      body: { type: 'person', data: { pointer: 'aaaaaaaaaaa' } },
    });
    expect(calls).toContainEqual({ method: 'POST', url: '/v1/me/records/9/claim', body: { value: 'self' } });
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/v1/events',
      body: { name: 'self_report_confirmation', properties: { pointer: 'aaaaaaaaaaa', recordId: '9', value: 'self' } },
    });
  });

  it('"none" or "relative" just closes', async () => {
    const calls = serve();
    const onClose = renderModal();
    await screen.findByRole('list', { name: 'Your possible records' });
    await userEvent.click(screen.getAllByRole('button', { name: 'This is me' })[1] as HTMLElement);
    await userEvent.click(screen.getByLabelText('This is a relative of mine'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onClose).toHaveBeenCalled();
    expect(calls.some((call) => call.url.startsWith('/v1/me/records'))).toBe(false);
  });

  it('with Guardian, adds the self member and runs the activation modal, then goes to enrolment', async () => {
    jest.useFakeTimers();
    try {
      const calls = serve();
      const onClose = renderModal(jest.fn(), GUARDIAN);
      await confirmFirstCandidate(userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
      const modal = await screen.findByRole('dialog', { name: 'Guardian Personal Data Protection' });
      expect(calls).toContainEqual({
        method: 'PUT',
        url: '/v1/me/personal-data-protection/members/self',
        body: { recordId: '9' },
      });
      expect(modal).toHaveTextContent('Your report has been marked as yours.');
      expect(modal).toHaveTextContent('Guardian Personal Data Protection is included with your membership.');
      expect(modal).toHaveTextContent(
        'Please wait. Access to Guardian Personal Data Protection will be added to your account.',
      );
      expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

      act(() => jest.advanceTimersByTime(7_000));
      expect(modal).toHaveTextContent('Scan the Dark Web for your private data');
      expect(modal).toHaveTextContent('Get help if your information is compromised');
      const bar = screen.getByRole('progressbar', { name: 'Adding Guardian to your account' });
      expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(35);
      expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(45);
      act(() => jest.advanceTimersByTime(10_000));
      expect(onClose).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1_000));
      expect(onClose).toHaveBeenCalled();
      expect(screen.getByRole('status', { name: 'Current page' })).toHaveTextContent(
        '/dashboard/online-protection/intermediary-enroll/?redirecturl=%2Fdashboard%2Fguardian%2Freport%2F2%2Fperson%2F9',
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('with identity, Guardian and dark web monitoring already active, offers the dark web confirmation', async () => {
    const calls = serve({ members: [selfMember] });
    const onClose = renderModal(jest.fn(), ALL_MONITORING);
    await confirmFirstCandidate();
    const modal = await screen.findByRole('dialog', { name: 'Your Report Is Confirmed' });
    expect(calls.some((call) => call.method === 'PUT')).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Guardian Personal Data Protection' })).not.toBeInTheDocument();
    expect(modal).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Scan The Dark Web' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'Current page' })).toHaveTextContent('/dashboard/dark-web/setup');
  });

  it('skips the dark web confirmation once the data is in Dark Web Monitoring', async () => {
    serve({ members: [selfMember], darkWebDataAdded: true });
    const onClose = renderModal(jest.fn(), ALL_MONITORING);
    await confirmFirstCandidate();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByRole('dialog', { name: 'Your Report Is Confirmed' })).not.toBeInTheDocument();
  });
});
