import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';

import { sessionUserAtom } from '@beacon/session';

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

function serve() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    let body: unknown = {};
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
    } else if (url === '/v1/me/records') body = { recordId: 9 };
    return new Response(JSON.stringify(body), { status: method === 'POST' ? 201 : 200 });
  }) as unknown as typeof fetch;
  return calls;
}

function renderModal(onClose = jest.fn()) {
  const store = createStore();
  store.set(sessionUserAtom, { sub: '2', firstName: 'Peter', lastName: 'Lindqvist' });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <JotaiProvider store={store}>
        <MemoryRouter>
          <SearchYourselfModal onClose={onClose} />
        </MemoryRouter>
      </JotaiProvider>
    </QueryClientProvider>,
  );
  return onClose;
}

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
});
