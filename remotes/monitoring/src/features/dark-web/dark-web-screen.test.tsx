import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { configureApiClient } from '@beacon/api';
import { failure, never, routeFetch } from '@beacon/test-support/fetch-routes';
import { renderScreen } from '@beacon/test-support/render-screen';

import {
  MEMBERS,
  alert,
  alertsPage,
  breach,
  linkedInAlert,
  membersPage,
  relative,
  self,
} from '../../test-support/identity-fixtures';
import DarkWebScreen from './dark-web-screen';

const PATH = '/dashboard/dark-web';
const SELF_ALERTS = 'GET /v1/me/identity-monitoring/members/31/alerts';
const RELATIVE_ALERTS = 'GET /v1/me/identity-monitoring/members/32/alerts';
const EMPTY_TEXT = 'No breaches found so far. Add more of your data to watch.';

const show = () => renderScreen(PATH, <DarkWebScreen />, PATH);
const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
const latest = () => screen.getByRole('heading', { level: 2, name: 'Latest alerts' }).closest('section') as HTMLElement;

describe('DarkWebScreen', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('keeps its heading and shows placeholders while loading, without an empty state', async () => {
    routeFetch({ [MEMBERS]: never });
    await show();
    expect(screen.getByRole('heading', { level: 1, name: 'Dark Web Monitoring' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Loading the people you monitor' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(EMPTY_TEXT)).not.toBeInTheDocument();
    expect(screen.queryByText(/Dark web monitoring watches/)).not.toBeInTheDocument();
  });

  it('says when the monitoring cannot be loaded, and tries again', async () => {
    let reads = 0;
    routeFetch({
      [MEMBERS]: () => (++reads === 1 ? failure(500) : { body: membersPage([self({ alerts: 0 })]) }),
    });
    await show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your dark web monitoring could not be loaded. Please try again.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Dark Web Monitoring' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Grace Okafor' })).toBeInTheDocument();
  });

  it('offers dark web monitoring to a member without it', async () => {
    routeFetch({ [MEMBERS]: { body: membersPage([], 0) } });
    await show();
    expect(
      await screen.findByText(
        'Dark web monitoring watches the dark web and data breaches for your e-mails, phones, usernames and cards.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dark Web Monitoring' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add a Member' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Get Dark Web Monitoring' }));
    expect(
      await screen.findByText(
        'landed on /dashboard/purchase with {"returnTo":"/dashboard/dark-web","requiredItem":"dark_web_monitoring","reason":"product"}',
      ),
    ).toBeInTheDocument();
  });

  it('shows each monitored person as a card, the limit, and the way to add someone', async () => {
    const calls = routeFetch({
      [MEMBERS]: { body: membersPage([relative(), self()]) },
      [SELF_ALERTS]: { body: alertsPage([alert(), linkedInAlert]) },
    });
    await show();
    await screen.findByRole('heading', { level: 3, name: 'Grace Okafor' });

    const grace = card('Grace Okafor');
    expect(within(grace).getByText('You')).toBeInTheDocument();
    expect(within(grace).getByText('Monitoring active')).toBeInTheDocument();
    expect(within(grace).getByText('3 items watched')).toBeInTheDocument();
    expect(within(grace).getByText('2 alerts')).toBeInTheDocument();
    expect(within(grace).getByRole('button', { name: 'Private mode for Grace Okafor' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(grace).getByRole('link', { name: 'Monitor More Data for Grace Okafor' })).toHaveAttribute(
      'href',
      '/dashboard/dark-web/setup?member=31',
    );
    expect(within(grace).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();

    const tobi = card('Tobi Okafor');
    expect(within(tobi).queryByText('You')).not.toBeInTheDocument();
    expect(within(tobi).getByText('Not monitored')).toBeInTheDocument();
    expect(within(tobi).getByText('0 items watched')).toBeInTheDocument();
    expect(within(tobi).getByText('0 alerts')).toBeInTheDocument();
    expect(within(tobi).getByRole('link', { name: 'Monitor More Data for Tobi Okafor' })).toHaveAttribute(
      'href',
      '/dashboard/dark-web/setup?member=32',
    );
    expect(within(tobi).getByRole('button', { name: 'Remove Tobi Okafor' })).toBeInTheDocument();

    // the account holder comes first
    const names = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names.slice(0, 2)).toEqual(['Grace Okafor', 'Tobi Okafor']);

    expect(screen.getByText('Your plan monitors up to 5 people.')).toBeInTheDocument();
    expect(screen.getByText('2 of 5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a Member' })).toHaveAttribute(
      'href',
      '/dashboard/dark-web/add-member',
    );

    // a person without alerts is not asked for them
    expect(calls.some((call) => call.url.endsWith('/members/32/alerts'))).toBe(false);
  });

  it('states the limit of dark web monitoring and offers no more members at it', async () => {
    routeFetch({ [MEMBERS]: { body: membersPage([self({ alerts: 0 })], 1) } });
    await show();
    expect(await screen.findByText('Your plan monitors up to 1 person.')).toBeInTheDocument();
    expect(screen.getByText('1 of 1')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add a Member' })).not.toBeInTheDocument();
  });

  it('shows the latest alerts: breach, date and what was exposed, newest first', async () => {
    routeFetch({
      [MEMBERS]: { body: membersPage([self()]) },
      [SELF_ALERTS]: { body: alertsPage([alert(), linkedInAlert]) },
    });
    await show();
    await screen.findByRole('heading', { level: 2, name: 'Latest alerts' });
    const section = latest();
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 3, name: 'LinkedIn' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('May 5, 2012')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Phone number: (•••) •••-0143')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('heading', { level: 3, name: 'Adobe' })).toBeInTheDocument();
    expect(within(items[1]!).getByText('Oct 4, 2013')).toBeInTheDocument();
    expect(within(items[1]!).getByText('E-mail address: g••••@example.com')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'See All Alerts' })).toHaveAttribute(
      'href',
      '/dashboard/dark-web-monitoring/dashboard',
    );
    expect(screen.queryByText(EMPTY_TEXT)).not.toBeInTheDocument();
  });

  it('shows at most 5 alerts across members, newest first, and hides what private mode hides', async () => {
    const dated = (id: number, day: number, title: string) =>
      alert({ id, createdAt: `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`, breach: breach({ title }) });
    routeFetch({
      [MEMBERS]: { body: membersPage([self({ alerts: 3 }), relative({ alerts: 3, privateMode: true })]) },
      [SELF_ALERTS]: { body: alertsPage([dated(1, 1, 'One'), dated(3, 3, 'Three'), dated(5, 5, 'Five')]) },
      [RELATIVE_ALERTS]: {
        body: alertsPage([
          { ...dated(2, 2, 'Two'), exposed: { kind: 'email', display: null } },
          { ...dated(4, 4, 'Four'), exposed: { kind: 'username', display: null } },
          { ...dated(6, 6, 'Six'), exposed: { kind: 'card', display: null } },
        ]),
      },
    });
    await show();
    await screen.findByRole('heading', { level: 3, name: 'Six' });
    const titles = within(latest())
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Six', 'Five', 'Four', 'Three', 'Two']);
    const six = within(latest()).getByRole('heading', { level: 3, name: 'Six' }).closest('li') as HTMLElement;
    expect(within(six).getByText('Payment card: Hidden (private mode)')).toBeInTheDocument();
    expect(within(six).getByText('Tobi Okafor')).toBeInTheDocument();
    expect(card('Tobi Okafor').querySelector('[aria-pressed]')).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when no breach was found so far', async () => {
    routeFetch({ [MEMBERS]: { body: membersPage([self({ alerts: 0 }), relative()]) } });
    await show();
    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument();
    expect(within(latest()).getByRole('link', { name: 'See All Alerts' })).toBeInTheDocument();
  });

  it('shows placeholders while the alerts load, not the empty state', async () => {
    routeFetch({ [MEMBERS]: { body: membersPage([self()]) }, [SELF_ALERTS]: never });
    await show();
    expect(await screen.findByRole('list', { name: 'Loading the latest alerts' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(EMPTY_TEXT)).not.toBeInTheDocument();
  });

  it('says when the alerts cannot be loaded, and tries again', async () => {
    let reads = 0;
    routeFetch({
      [MEMBERS]: { body: membersPage([self()]) },
      [SELF_ALERTS]: () => (++reads === 1 ? failure(500) : { body: alertsPage([alert()]) }),
    });
    await show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Some alerts could not be loaded. Please try again.');
    expect(screen.queryByText(EMPTY_TEXT)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await within(latest()).findByRole('heading', { level: 3, name: 'Adobe' })).toBeInTheDocument();
  });

  it('turns private mode on with a PATCH of privateMode', async () => {
    let member = self({ alerts: 0 });
    const calls = routeFetch({
      [MEMBERS]: () => ({ body: membersPage([member]) }),
      'PATCH /v1/me/identity-monitoring/members/31': (call) => {
        member = { ...member, ...(call.body as { privateMode: boolean }) };
        return { body: member };
      },
    });
    await show();
    const toggle = await screen.findByRole('button', { name: 'Private mode for Grace Okafor' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Private mode is on for Grace Okafor: alerts do not show what was exposed.',
    );
    expect(screen.getByRole('button', { name: 'Private mode for Grace Okafor' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const patches = calls.filter((call) => call.method === 'PATCH');
    expect(patches).toHaveLength(1);
    expect(patches[0]?.body).toEqual({ privateMode: true });

    await userEvent.click(screen.getByRole('button', { name: 'Private mode for Grace Okafor' }));
    expect(await screen.findByText('Private mode is off for Grace Okafor.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')[1]?.body).toEqual({ privateMode: false });
  });

  it('says when private mode cannot be changed', async () => {
    routeFetch({
      [MEMBERS]: { body: membersPage([self({ alerts: 0 })]) },
      'PATCH /v1/me/identity-monitoring/members/31': failure(500),
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Private mode for Grace Okafor' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Private mode could not be changed for Grace Okafor. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Private mode for Grace Okafor' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('stops monitoring a member after a confirmation', async () => {
    let items = [self({ alerts: 0 }), relative()];
    const calls = routeFetch({
      [MEMBERS]: () => ({ body: membersPage(items) }),
      'DELETE /v1/me/identity-monitoring/members/32': () => {
        items = [self({ alerts: 0 })];
        return { status: 204 };
      },
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Tobi Okafor' }));
    const dialog = screen.getByRole('dialog', { name: 'Stop monitoring Tobi Okafor?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop Monitoring' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Tobi Okafor is no longer monitored.');
    expect(screen.queryByRole('heading', { level: 3, name: 'Tobi Okafor' })).not.toBeInTheDocument();
    expect(screen.getByText('1 of 5')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/v1/me/identity-monitoring/members/32',
    ]);
  });

  it('keeps the member when the removal is cancelled or fails', async () => {
    const calls = routeFetch({
      [MEMBERS]: { body: membersPage([self({ alerts: 0 }), relative()]) },
      'DELETE /v1/me/identity-monitoring/members/32': failure(500),
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Tobi Okafor' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Tobi Okafor' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Stop Monitoring' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tobi Okafor could not be removed. Please try again.');
    expect(screen.getByRole('heading', { level: 3, name: 'Tobi Okafor' })).toBeInTheDocument();
  });
});
