import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { configureApiClient, type Exposure, type ExposuresResponse } from '@beacon/api';
import { failure, never, routeFetch } from '@beacon/test-support/fetch-routes';
import { renderScreen } from '@beacon/test-support/render-screen';

import ExposuresScreen from './exposures-screen';

const PATH = '/dashboard/exposures';
const EXPOSURES = 'GET /v1/me/exposures';
const READ_ALL: ExposuresResponse['sources'] = [
  { source: 'breach', state: 'read' },
  { source: 'broker_listing', state: 'read' },
  { source: 'public_record', state: 'read' },
];

const show = () => renderScreen(PATH, <ExposuresScreen />, PATH);

const passwordBreach: Exposure = {
  id: 'breach:IDM-1',
  source: 'breach',
  what: [
    { type: 'password', label: 'Password' },
    { type: 'email', label: 'E-mail address' },
    { type: 'username', label: 'Username' },
  ],
  where: { name: 'Stand-in Forum', domain: 'stand-in-forum.example' },
  when: { date: '2019-04-02', meaning: 'breached' },
  severity: { score: 74, label: 'Critical' },
  next: { action: 'alert_page', label: 'See what to do', alertId: 'IDM-1', protectionMemberId: null, recordId: null },
};
const listing: Exposure = {
  id: 'listing:7',
  source: 'broker_listing',
  what: [
    { type: 'home_address', label: 'Home address' },
    { type: 'phone', label: 'Phone number' },
  ],
  where: { name: 'Whitepages', domain: 'whitepages.com' },
  when: { date: '2026-11-02', meaning: 'found' },
  severity: { score: 52, label: 'High' },
  next: {
    action: 'guardian_report',
    label: 'Ask Guardian to remove it',
    alertId: null,
    protectionMemberId: 12,
    recordId: 42,
  },
};
const recordEmail: Exposure = {
  id: 'record:email',
  source: 'public_record',
  what: [{ type: 'email', label: 'E-mail address' }],
  where: { name: 'Public records', domain: null },
  when: { date: '2026-10-01', meaning: 'last_seen' },
  severity: { score: 30, label: 'Medium' },
  next: {
    action: 'opt_out',
    label: 'Opt out of public records',
    alertId: null,
    protectionMemberId: null,
    recordId: null,
  },
};

describe('ExposuresScreen', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('keeps its heading and shows placeholders while loading, without an empty state', async () => {
    routeFetch({ [EXPOSURES]: never });
    await show();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Exposure' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Loading your exposures' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Nothing exposed that we know of.')).not.toBeInTheDocument();
  });

  it('ranks the exposures worst first, each with its severity, what, where, when and next step', async () => {
    routeFetch({ [EXPOSURES]: { body: { items: [passwordBreach, listing, recordEmail], sources: READ_ALL } } });
    await show();
    expect(
      await screen.findByText(
        '3 exposures; the worst: Password, E-mail address and Username in Stand-in Forum (stand-in-forum.example) (Critical).',
      ),
    ).toHaveRole('status');
    const ranked = screen.getByRole('list', { name: 'Exposures, worst first' });
    expect(ranked.tagName).toBe('OL');
    const entries = within(ranked).getAllByRole('listitem');
    expect(entries.map((entry) => within(entry).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Password, E-mail address and Username',
      'Home address and Phone number',
      'E-mail address',
    ]);
    const [first, second, third] = entries as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Severity: Critical');
    expect(first).toHaveTextContent('Where: Stand-in Forum (stand-in-forum.example)');
    expect(first).toHaveTextContent('Breached Apr 2, 2019');
    expect(
      within(first).getByRole('link', { name: 'See what to do (Stand-in Forum (stand-in-forum.example))' }),
    ).toHaveAttribute('href', '/dashboard/alerts/IDM-1');
    // the member's own report is protected under their account id (Grace, account 3)
    expect(second).toHaveTextContent('Found Nov 2, 2026');
    expect(within(second).getByRole('link', { name: /^Ask Guardian to remove it/ })).toHaveAttribute(
      'href',
      '/dashboard/guardian/report/3/person/42',
    );
    expect(third).toHaveTextContent('Where: Public records');
    expect(third).toHaveTextContent('Last seen Oct 1, 2026');
    expect(within(third).getByRole('link', { name: /^Opt out of public records/ })).toHaveAttribute('href', '/opt-out');
    expect(screen.queryByText('Nothing exposed that we know of.')).not.toBeInTheDocument();
  });

  it('says nothing is exposed only when every source answered', async () => {
    routeFetch({ [EXPOSURES]: { body: { items: [], sources: READ_ALL } } });
    await show();
    expect(await screen.findByText('Nothing exposed that we know of.')).toHaveRole('status');
    expect(screen.queryByRole('heading', { name: 'Not checked yet' })).not.toBeInTheDocument();
  });

  it('says which source could not be checked instead of "nothing exposed", and tries again', async () => {
    let reads = 0;
    routeFetch({
      [EXPOSURES]: () =>
        ++reads === 1
          ? {
              body: {
                items: [],
                sources: [
                  { source: 'breach', state: 'unavailable' },
                  { source: 'broker_listing', state: 'read' },
                  { source: 'public_record', state: 'read' },
                ],
              },
            }
          : { body: { items: [], sources: READ_ALL } },
    });
    await show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Data breaches could not be checked just now, so this list may be incomplete.',
    );
    expect(screen.queryByText('Nothing exposed that we know of.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Nothing exposed that we know of.')).toBeInTheDocument();
  });

  it('names what is not checked for the member, with the way to have it checked', async () => {
    routeFetch({
      [EXPOSURES]: {
        body: {
          items: [passwordBreach],
          sources: [
            { source: 'breach', state: 'read' },
            { source: 'broker_listing', state: 'not_covered' },
            { source: 'public_record', state: 'not_covered' },
          ],
        },
      },
    });
    await show();
    const section = (await screen.findByRole('heading', { level: 2, name: 'Not checked yet' })).closest(
      'section',
    ) as HTMLElement;
    expect(section).toHaveTextContent('People-search sites have not been scanned for you yet.');
    expect(within(section).getByRole('link', { name: 'Set up Guardian' })).toHaveAttribute(
      'href',
      '/dashboard/guardian/online-protection/setup',
    );
    expect(section).toHaveTextContent(
      'You have not confirmed your own report, so your public records are not checked.',
    );
    expect(within(section).getByRole('link', { name: 'Find your report' })).toHaveAttribute(
      'href',
      '/dashboard/account/your-report',
    );
    expect(screen.getByText(/^1 exposure; the worst:/)).toBeInTheDocument();
  });

  it('says when the exposures cannot be loaded, and tries again', async () => {
    let reads = 0;
    routeFetch({
      [EXPOSURES]: () => (++reads === 1 ? failure(500) : { body: { items: [], sources: READ_ALL } }),
    });
    await show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your exposures could not be loaded. Please try again.');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Exposure' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Nothing exposed that we know of.')).toBeInTheDocument();
  });
});
