import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { MemberRecord, RecordList } from '@beacon/api';
import { routeFetch, type Answer, type Responder } from '@beacon/test-support/fetch-routes';
import { renderScreen } from '@beacon/test-support/render-screen';

import {
  account,
  emailRecord,
  locationRecord,
  personRecord,
  phoneRecord,
  suggestedRelative,
} from '../../test-support/record-fixtures';
import RecordsListScreen from './records-list-screen';

const family: RecordList = {
  id: 3,
  name: 'Family',
  items: [{ type: 'phone', recordId: 13 }],
  created: '2026-11-21T15:42:51.677Z',
};

function serve(options: { records?: MemberRecord[]; lists?: RecordList[]; extra?: Record<string, Responder> } = {}) {
  return routeFetch({
    'GET /v1/me/records': {
      body: { items: options.records ?? [personRecord, phoneRecord, emailRecord, locationRecord] },
    },
    'GET /v1/me/lists': { body: { items: options.lists ?? [family] } },
    'GET /v1/me': {
      body: { ...account, data: { customers_report: { record_id: 12, pointer: 'w-Qdmx4c8eMPt0r2026A' } } },
    },
    'GET /v1/me/suggested-reports/': { body: { items: [] } },
    ...options.extra,
  });
}

function renderAt(path = '/dashboard/reports') {
  return renderScreen('/dashboard/reports', <RecordsListScreen />, path);
}

function cardTitles() {
  return within(screen.getByRole('list', { name: /^(Your reports|Reports on)/ }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

describe('RecordsListScreen', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows loading placeholders, then a card per record with its marks', async () => {
    let answer: (value: Answer) => void = () => undefined;
    serve({ extra: { 'GET /v1/me/records': () => new Promise<Answer>((resolve) => (answer = resolve)) } });
    await renderAt();
    expect(screen.getByRole('list', { name: 'Loading reports' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer({ body: { items: [{ ...personRecord, isPremium: true }, phoneRecord] } }));
    expect(await screen.findByRole('link', { name: 'Peter Bear Lindqvist' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Loading reports' })).not.toBeInTheDocument();
    const person = screen.getByRole('article', { name: 'Peter Bear Lindqvist' });
    await waitFor(() => expect(within(person).getByText('Your Report')).toBeInTheDocument());
    expect(within(person).getByText('Premium Report')).toBeInTheDocument();
    const phone = screen.getByRole('article', { name: '(612) 935-0239' });
    expect(within(phone).queryByText('Your Report')).not.toBeInTheDocument();
  });

  it('shows the cards, the lists and the suggestions together, once the last of them has answered', async () => {
    let answer: (value: Answer) => void = () => undefined;
    serve({ extra: { 'GET /v1/me/suggested-reports/': () => new Promise<Answer>((resolve) => (answer = resolve)) } });
    await renderAt();
    // the records and the lists have answered: nothing of them shows yet, so nothing moves when the rest arrives
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('list', { name: 'Loading reports' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Lists and suggestions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Peter Bear Lindqvist' })).not.toBeInTheDocument();

    await act(async () => answer({ body: { items: [suggestedRelative] } }));
    expect(await screen.findByRole('link', { name: 'Peter Bear Lindqvist' })).toBeInTheDocument();
    const aside = screen.getByRole('complementary', { name: 'Lists and suggestions' });
    expect(within(aside).getByRole('button', { name: 'Family (1)' })).toBeInTheDocument();
    expect(within(aside).getByRole('heading', { name: 'Suggested Reports' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Loading reports' })).not.toBeInTheDocument();
  });

  it('says so when there are no reports', async () => {
    serve({ records: [], lists: [] });
    await renderAt();
    expect(await screen.findByText('You have no reports yet.')).toBeInTheDocument();
  });

  it('opens a report with its type in navigation state', async () => {
    serve();
    await renderAt();
    await userEvent.click(await screen.findByRole('link', { name: '1182 West Rd' }));
    expect(screen.getByText('landed on /dashboard/reports/15 with {"type":"location"}')).toBeInTheDocument();
  });

  it('moves an archived record to the end at once and saves it', async () => {
    // The server keeps the answer back until the test looks, so what shows first is the client's own move.
    let answer: (value: Answer) => void = () => undefined;
    const calls = serve({
      extra: { 'PATCH /v1/me/records/12': () => new Promise<Answer>((resolve) => (answer = resolve)) },
    });
    await renderAt();
    await screen.findByRole('link', { name: 'Peter Bear Lindqvist' });
    expect(cardTitles()[0]).toBe('Peter Bear Lindqvist');
    const person = screen.getByRole('article', { name: 'Peter Bear Lindqvist' }).closest('li') as HTMLElement;
    await userEvent.click(within(person).getByRole('button', { name: 'Archive' }));
    const archivedLast = ['(612) 935-0239', 'someone@example.com', '1182 West Rd', 'Peter Bear Lindqvist'];
    await waitFor(() => expect(cardTitles()).toEqual(archivedLast));
    expect(within(person).getByText('Archived')).toBeInTheDocument();
    expect(within(person).getByRole('button', { name: 'Unarchive' })).toBeInTheDocument();
    serve({ records: [phoneRecord, emailRecord, locationRecord, { ...personRecord, isArchived: true }] });
    await act(async () => answer({ body: { ...personRecord, isArchived: true } }));
    expect(cardTitles()).toEqual(archivedLast);
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      url: '/v1/me/records/12',
      body: { isArchived: true },
    });
  });

  it('puts an archived record back and says so when archiving fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({ extra: { 'PATCH /v1/me/records/12': { status: 500, body: { statusCode: 500 } } } });
    await renderAt();
    const person = (await screen.findByRole('article', { name: 'Peter Bear Lindqvist' })).closest('li') as HTMLElement;
    await userEvent.click(within(person).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The report could not be archived.');
    expect(cardTitles()[0]).toBe('Peter Bear Lindqvist');
  });

  it('offers "+ Add to List" only for records not on every list, and adds through the list picker', async () => {
    const calls = serve({ extra: { 'PATCH /v1/me/lists/3/items': { body: family } } });
    await renderAt();
    const phone = (await screen.findByRole('article', { name: '(612) 935-0239' })).closest('li') as HTMLElement;
    await waitFor(() => expect(screen.getAllByRole('button', { name: '+ Add to List' })).toHaveLength(3));
    expect(within(phone).queryByRole('button', { name: '+ Add to List' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '- Remove from List' })).not.toBeInTheDocument();

    const person = screen.getByRole('article', { name: 'Peter Bear Lindqvist' }).closest('li') as HTMLElement;
    await userEvent.click(within(person).getByRole('button', { name: '+ Add to List' }));
    const dialog = screen.getByRole('dialog', { name: 'Add to List' });
    expect(within(dialog).getByRole('radio', { name: 'Family' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      url: '/v1/me/lists/3/items',
      body: { items: [{ type: 'person', recordId: 12 }] },
    });
  });

  it('filters by a list and removes a record from it', async () => {
    const calls = serve({ extra: { 'DELETE /v1/me/lists/3/items/phone/13': { body: { ...family, items: [] } } } });
    await renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Family (1)' }));
    expect(screen.getByRole('button', { name: 'Family (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(['(612) 935-0239']);
    await userEvent.click(screen.getByRole('button', { name: '- Remove from List' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe('/v1/me/lists/3/items/phone/13');
    await userEvent.click(screen.getByRole('button', { name: 'All Reports' }));
    expect(cardTitles()).toHaveLength(4);
  });

  it('creates a list, and shows the server message for a duplicate name', async () => {
    const calls = serve({
      extra: {
        'POST /v1/me/lists': ({ body }) =>
          (body as { name: string }).name === 'Family'
            ? { status: 409, body: { message: 'A list with this name already exists', statusCode: 409 } }
            : { status: 201, body: { id: 4, name: 'Work', items: [], created: '2026-11-21T15:42:51.677Z' } },
      },
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderAt();
    const name = await screen.findByLabelText('New list name');
    await userEvent.type(name, 'Family');
    await userEvent.click(screen.getByRole('button', { name: 'Create List' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A list with this name already exists');
    await userEvent.clear(name);
    await userEvent.type(name, 'Work');
    await userEvent.click(screen.getByRole('button', { name: 'Create List' }));
    await waitFor(() => expect(name).toHaveValue(''));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { name: 'Family' },
      { name: 'Work' },
    ]);
  });

  it('deletes a record with its type after confirming', async () => {
    const calls = serve({ extra: { 'DELETE /v1/me/records/15': { status: 204 } } });
    await renderAt();
    const place = (await screen.findByRole('article', { name: '1182 West Rd' })).closest('li') as HTMLElement;
    await userEvent.click(within(place).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Report' });
    expect(dialog).toHaveTextContent('Delete the report on 1182 West Rd? This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe('/v1/me/records/15?type=location');
  });

  it('deletes the list in view after confirming, and shows all reports again', async () => {
    const calls = serve({ extra: { 'DELETE /v1/me/lists/3': { status: 204 } } });
    await renderAt('/dashboard/reports?list=3');
    expect(await screen.findByRole('button', { name: 'Family (1)' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Delete List' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete List' });
    expect(dialog).toHaveTextContent('Delete the list Family? Its reports stay in your reports.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'All Reports' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/v1/me/lists/3')).toBe(true);
  });
});
