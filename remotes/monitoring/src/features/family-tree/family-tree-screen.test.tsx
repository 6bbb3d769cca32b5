import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { configureApiClient } from '@beacon/api';
import { failure, never, routeFetch, type Responder } from '@beacon/test-support/fetch-routes';
import { Landed, renderScreen } from '@beacon/test-support/render-screen';

import {
  ACCOUNT,
  RECORDS,
  account,
  person,
  personRecord,
  petersRelatives,
  phoneRecord,
  recordsList,
  relative,
  report,
  reportRoute,
} from '../../test-support/family-fixtures';
import FamilyTreeScreen from './family-tree-screen';

const PATH = '/dashboard/family-tree';
const FAILURE = 'The family tree could not be loaded. Please try again.';
const NO_REPORT = 'Open a person report to see their family tree.';

const peter = personRecord(12, { first: 'Peter', last: 'Lindqvist' });
const hayley = personRecord(13, { first: 'Hayley', last: 'Lindqvist' });
const grace = personRecord(14, { first: 'Grace', last: 'Okafor' });
const petersReport = report(12, person('Peter', 'Lindqvist', petersRelatives));
const hayleysReport = report(
  13,
  person('Hayley', 'Lindqvist', [relative('Peter', 'Lindqvist', 'spouse', { age: 48, same_household: true })]),
);
const gracesReport = report(14, person('Grace', 'Okafor', [relative('Tobi', 'Okafor', 'brother', { age: 35 })]));

/** The member holds Peter's, Hayley's and Grace's reports (and a phone report); none is confirmed as their own. */
function routes(overrides: Record<string, Responder> = {}) {
  return routeFetch({
    [RECORDS]: { body: recordsList([peter, phoneRecord, hayley, grace]) },
    [ACCOUNT]: { body: account(null) },
    [reportRoute(12)]: { body: petersReport },
    [reportRoute(13)]: { body: hayleysReport },
    [reportRoute(14)]: { body: gracesReport },
    ...overrides,
  });
}

const show = (search = '', options: { alongside?: boolean; strict?: boolean } = {}) =>
  renderScreen(
    PATH,
    options.alongside ? (
      <>
        <FamilyTreeScreen />
        <Landed />
      </>
    ) : (
      <FamilyTreeScreen />
    ),
    `${PATH}${search}`,
    { strict: options.strict ?? false },
  );

const heading = () => screen.getByRole('heading', { level: 1, name: 'Family Tree' });
// the drawing (Testing Library's `within` is typed for HTML elements; it queries an SVG just as well)
const chart = () => document.querySelector('svg') as unknown as HTMLElement;
const relativesList = (name: string) => screen.getByRole('list', { name: `Relatives of ${name}` });
const group = (label: string) =>
  within(relativesList('Peter Lindqvist')).getByRole('heading', { level: 3, name: label }).closest('li') as HTMLElement;
const reportCalls = (calls: { url: string }[]) => calls.filter((call) => call.url.endsWith('/report'));

describe('FamilyTreeScreen', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('keeps its heading and shows placeholders while the records load, without an empty state', async () => {
    routeFetch({ [RECORDS]: never, [ACCOUNT]: { body: account(null) } });
    await show();
    expect(heading()).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Loading the family tree' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(NO_REPORT)).not.toBeInTheDocument();
    expect(screen.queryByText(/No relatives were found/)).not.toBeInTheDocument();
  });

  it('shows placeholders while the report loads, with the choice of whose tree', async () => {
    routes({ [reportRoute(12)]: never });
    await show();
    expect(await screen.findByRole('combobox', { name: 'Whose family tree' })).toHaveValue('12');
    expect(screen.getByRole('list', { name: 'Loading the family tree' })).toHaveAttribute('aria-busy', 'true');
    expect(heading()).toBeInTheDocument();
    expect(screen.queryByText(/No relatives were found/)).not.toBeInTheDocument();
    expect(chart()).toBeNull();
  });

  it('asks for a person report when the member has none, with the ways to one', async () => {
    const calls = routes({ [RECORDS]: { body: recordsList([phoneRecord]) } });
    await show();
    expect(await screen.findByText(NO_REPORT)).toBeInTheDocument();
    expect(heading()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your Reports' })).toHaveAttribute('href', '/dashboard/reports');
    expect(screen.getByRole('link', { name: 'Search for a Person' })).toHaveAttribute(
      'href',
      '/dashboard/search/person/',
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(reportCalls(calls)).toHaveLength(0);
  });

  it('says when public records name no relative of the person', async () => {
    routes({ [reportRoute(12)]: { body: report(12, person('Peter', 'Lindqvist', [])) } });
    await show();
    expect(
      await screen.findByText('No relatives were found in the public records for Peter Lindqvist.'),
    ).toBeInTheDocument();
    expect(heading()).toBeInTheDocument();
    expect(chart()).toBeNull();
    expect(screen.queryByRole('list', { name: /Relatives of/ })).not.toBeInTheDocument();
  });

  it('says when the family tree cannot be loaded, and tries again', async () => {
    let reads = 0;
    routes({ [reportRoute(12)]: () => (++reads <= 2 ? failure(500) : { body: petersReport }) });
    await show();
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(FAILURE);
    expect(heading()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Relatives of Peter Lindqvist' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the reports cannot be loaded', async () => {
    routes({ [RECORDS]: failure(500) });
    await show();
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.queryByText(NO_REPORT)).not.toBeInTheDocument();
  });

  it('sends the member to purchase when the report must be bought', async () => {
    routes({
      [reportRoute(12)]: {
        status: 402,
        body: { message: 'Payment required', statusCode: 402 },
        headers: { 'X-Required-Item': 'person_report' },
      },
    });
    await show();
    expect(
      await screen.findByText(
        'landed on /dashboard/purchase with {"returnTo":"/dashboard/family-tree","requiredItem":"person_report","reason":"report","subject":"Peter Lindqvist","recordId":12}',
      ),
    ).toBeInTheDocument();
  });

  it('offers to unlock the relatives when their section of the report is locked', async () => {
    routes({
      [reportRoute(12)]: {
        body: report(12, person('Peter', 'Lindqvist', undefined), {
          locked: [{ section: 'personal', requiredItem: 'premium_person_report' }],
        }),
      },
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Unlock Relatives' }));
    expect(
      await screen.findByText(
        'landed on /dashboard/purchase with {"returnTo":"/dashboard/family-tree","requiredItem":"premium_person_report","reason":"premium-sections","subject":"Peter Lindqvist","recordId":12}',
      ),
    ).toBeInTheDocument();
  });

  it('shows the tree: the person, their relatives by group in order, each with age and place', async () => {
    routes();
    await show('', { strict: true });
    const list = await screen.findByRole('list', { name: 'Relatives of Peter Lindqvist' });
    expect(heading()).toBeInTheDocument();

    const groups = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((title) => title.textContent);
    expect(groups).toEqual(['Spouse or partner', 'Parents', 'Siblings', 'Children', 'Other relatives']);
    const namesIn = (label: string) =>
      within(group(label))
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(namesIn('Spouse or partner')).toEqual(['Hayley Lindqvist']);
    expect(namesIn('Parents')).toEqual(['Ingrid Lindqvist']);
    expect(namesIn('Siblings')).toEqual(['Annika Berg']);
    expect(namesIn('Children')).toEqual(['Elvie Lindqvist', 'Raegan Lindqvist']);
    expect(namesIn('Other relatives')).toEqual(['Morten Lindqvist']);

    const hayleyLink = within(list).getByRole('link', { name: 'Hayley Lindqvist' });
    expect(hayleyLink).toHaveAttribute('href', '/dashboard/create-record?type=person&pointer=hayley-lindqvist');
    expect(hayleyLink).toHaveAccessibleDescription('age 54, Minneapolis, MN');
    expect(within(list).getByRole('link', { name: 'Annika Berg' })).toHaveAccessibleDescription('Fargo, ND');
    expect(within(group('Parents')).getByText('age 79, Saint Paul, MN')).toBeInTheDocument();

    // the drawing: the same tree, hidden from assistive technology (the list is its accessible form)
    const svg = chart();
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg.getAttribute('viewBox')).toMatch(/^0 0 \d+(\.\d+)? \d+(\.\d+)?$/);
    expect(within(svg).getByText('Peter Lindqvist')).toBeInTheDocument();
    expect(within(svg).getByText('age 48, Minneapolis, MN')).toBeInTheDocument();
    expect(svg.querySelectorAll('[data-group]')).toHaveLength(5);
    expect([...svg.querySelectorAll('[data-group]')].map((node) => node.getAttribute('data-group'))).toEqual([
      'spouse',
      'parents',
      'siblings',
      'children',
      'other',
    ]);
    const people = [...svg.querySelectorAll('a')];
    expect(people.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Open the report of Hayley Lindqvist',
      'Open the report of Ingrid Lindqvist',
      'Open the report of Annika Berg',
      'Open the report of Elvie Lindqvist',
      'Open the report of Raegan Lindqvist',
      'Open the report of Morten Lindqvist',
    ]);
    expect(people[0]).toHaveAttribute('href', '/dashboard/create-record?type=person&pointer=hayley-lindqvist');
    expect(people.every((link) => link.getAttribute('tabindex') === '-1')).toBe(true);
    // links: root to 5 groups, groups to 6 people
    expect(svg.querySelectorAll('path')).toHaveLength(11);
    // no second accessible route to the same people
    expect(screen.getAllByRole('link', { name: /Lindqvist|Berg/ })).toHaveLength(6);
  });

  it('folds a group away in the drawing and the list, and shows it again', async () => {
    routes();
    await show();
    await screen.findByRole('list', { name: 'Relatives of Peter Lindqvist' });
    const svg = chart();
    const toggle = within(group('Children')).getByRole('button', { name: 'Children' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(svg).queryByText('Elvie Lindqvist')).not.toBeInTheDocument();
    expect(within(svg).queryByText('Raegan Lindqvist')).not.toBeInTheDocument();
    expect(within(svg).getByText('Hayley Lindqvist')).toBeInTheDocument();
    expect(svg.querySelector('[data-group="children"]')).toHaveAttribute('data-expanded', 'false');
    expect(within(group('Children')).queryByRole('link')).not.toBeInTheDocument();
    expect(svg.querySelectorAll('path')).toHaveLength(9);

    // a click on the group in the drawing shows its people again
    fireEvent.click(svg.querySelector('[data-group="children"]') as Element);
    expect(within(svg).getByText('Elvie Lindqvist')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(group('Children')).getAllByRole('link')).toHaveLength(2);
  });

  it('folds a group with the keyboard', async () => {
    routes();
    await show();
    await screen.findByRole('list', { name: 'Relatives of Peter Lindqvist' });
    const toggle = within(group('Parents')).getByRole('button', { name: 'Parents' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(chart()).queryByText('Ingrid Lindqvist')).not.toBeInTheDocument();
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(chart()).getByText('Ingrid Lindqvist')).toBeInTheDocument();
  });

  it("opens a relative's report from the list with the keyboard", async () => {
    routes();
    await show();
    const link = within(await screen.findByRole('list', { name: 'Relatives of Peter Lindqvist' })).getByRole('link', {
      name: 'Raegan Lindqvist',
    });
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(
      await screen.findByText('landed on /dashboard/create-record?type=person&pointer=raegan-lindqvist'),
    ).toBeInTheDocument();
  });

  it("opens a relative's report from the drawing", async () => {
    routes();
    await show();
    await screen.findByRole('list', { name: 'Relatives of Peter Lindqvist' });
    const morten = chart().querySelector('a[aria-label="Open the report of Morten Lindqvist"]') as Element;
    await userEvent.click(morten);
    expect(
      await screen.findByText('landed on /dashboard/create-record?type=person&pointer=morten-lindqvist'),
    ).toBeInTheDocument();
  });

  it('shows another person’s tree when chosen, in ?record=', async () => {
    const calls = routes({ [ACCOUNT]: { body: account(14) } });
    await show('?record=12', { alongside: true });
    const select = await screen.findByRole('combobox', { name: 'Whose family tree' });
    await screen.findByRole('list', { name: 'Relatives of Peter Lindqvist' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Peter Lindqvist', 'Hayley Lindqvist', 'Grace Okafor (You)']);

    await userEvent.selectOptions(select, 'Hayley Lindqvist');
    expect(screen.getByText('landed on /dashboard/family-tree?record=13')).toBeInTheDocument();
    const hayleys = await screen.findByRole('list', { name: 'Relatives of Hayley Lindqvist' });
    expect(within(hayleys).getByRole('link', { name: 'Peter Lindqvist' })).toHaveAttribute(
      'href',
      '/dashboard/create-record?type=person&pointer=peter-lindqvist',
    );
    expect(select).toHaveValue('13');
    expect(reportCalls(calls).map((call) => call.url)).toEqual([
      '/v1/me/records/12/report',
      '/v1/me/records/13/report',
    ]);
  });

  it("shows the member's own confirmed report first", async () => {
    const calls = routes({ [ACCOUNT]: { body: account(14) } });
    await show();
    expect(await screen.findByRole('list', { name: 'Relatives of Grace Okafor' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Whose family tree' })).toHaveValue('14');
    expect(screen.getByRole('option', { name: 'Grace Okafor (You)' })).toHaveProperty('selected', true);
    expect(screen.getByRole('heading', { level: 3, name: 'Siblings' })).toBeInTheDocument();
    expect(reportCalls(calls).map((call) => call.url)).toEqual(['/v1/me/records/14/report']);
  });

  it('shows the first person report when the member has confirmed none (or the account cannot be read)', async () => {
    const calls = routes({ [ACCOUNT]: failure(500) });
    await show();
    expect(await screen.findByRole('list', { name: 'Relatives of Peter Lindqvist' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Whose family tree' })).toHaveValue('12');
    expect(screen.queryByRole('option', { name: /\(You\)/ })).not.toBeInTheDocument();
    expect(reportCalls(calls).map((call) => call.url)).toEqual(['/v1/me/records/12/report']);
  });

  it('shows the tree of a report ?record= names even when it is not in the list', async () => {
    routes({
      [reportRoute(30)]: { body: report(30, person('Tobi', 'Okafor', [relative('Grace', 'Okafor', 'sister')])) },
    });
    await show('?record=30');
    expect(await screen.findByRole('list', { name: 'Relatives of Tobi Okafor' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Whose family tree' });
    expect(select).toHaveValue('30');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Tobi Okafor' })).toHaveProperty('selected', true));
  });
});
