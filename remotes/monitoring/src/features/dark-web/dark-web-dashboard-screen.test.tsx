import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { configureApiClient } from '@beacon/api';
import { failure, never, routeFetch, type RecordedCall } from '@beacon/test-support/fetch-routes';
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
import { lendWebCrypto, sha1Hex } from '../../test-support/web-crypto';
import DarkWebDashboardScreen from './dark-web-dashboard-screen';

const PATH = '/dashboard/dark-web-monitoring/dashboard';
const SELF_ALERTS = 'GET /v1/me/identity-monitoring/members/31/alerts';
const RELATIVE_ALERTS = 'GET /v1/me/identity-monitoring/members/32/alerts';
const EXPLANATION =
  "Only the first 5 characters of the password's SHA-1 hash are sent; the password never leaves your browser.";

const show = () => renderScreen(PATH, <DarkWebDashboardScreen />, PATH);
const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;
const alertCard = (title: string) =>
  screen.getByRole('heading', { level: 4, name: title }).closest('li') as HTMLElement;

const creditAlert = alert({
  id: 503,
  alert_id: 'IDM-2003',
  report_name: 'Credit Monitoring',
  category: 'credit',
  type: 'card_exposed',
  createdAt: '2026-10-20T10:00:00.000Z',
  breach: breach({
    name: 'CardShop',
    title: 'Card Shop',
    domain: '',
    breachDate: '2026-09-01',
    addedDate: '2026-10-19',
    pwnCount: 1200,
    dataClasses: ['Credit cards', 'Names'],
    isVerified: false,
    isSensitive: true,
    description: 'Card numbers from a carding forum.',
  }),
  exposed: { kind: 'card', display: 'Visa •••• 4242' },
  advice: ['Ask your bank for a new card.'],
});

describe('DarkWebDashboardScreen', () => {
  beforeAll(() => lendWebCrypto());
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('keeps its heading and shows placeholders while loading, without an empty state', async () => {
    routeFetch({ [MEMBERS]: never });
    await show();
    expect(screen.getByRole('heading', { level: 1, name: 'Identity Monitoring' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Loading alerts' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(/No breaches found/)).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Check a password' })).toBeInTheDocument();
  });

  it('is titled with the words of the link that opened it, in its heading and the document title', async () => {
    routeFetch({ [MEMBERS]: never });
    // the mobile menu's "Identity Protection" (spec §2.3) opens the same page as the top bar's "Identity Monitoring"
    await renderScreen(PATH, <DarkWebDashboardScreen />, {
      pathname: PATH,
      state: { linkTitle: 'Identity Protection' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Identity Protection' })).toBeInTheDocument();
    expect(document.title).toBe('Identity Protection | Beacon');
  });

  it('keeps its own title when the navigation state names words that are not one of its links', async () => {
    routeFetch({ [MEMBERS]: never });
    await renderScreen(PATH, <DarkWebDashboardScreen />, {
      pathname: PATH,
      state: { linkTitle: 'You have been hacked' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Identity Monitoring' })).toBeInTheDocument();
    expect(document.title).toBe('Identity Monitoring | Beacon');
  });

  it('says monitoring is delayed when the breach feed is not answering, never that no breaches were found', async () => {
    routeFetch({
      [MEMBERS]: { body: membersPage([self({ alerts: 0, checksDelayedSince: '2026-11-02T08:00:00.000Z' })]) },
    });
    await show();
    expect(
      await screen.findByText(/^Monitoring delayed since Nov 2, 2026: the breach feed is not answering\./),
    ).toHaveRole('status');
    expect(screen.queryByText(/No breaches found/)).not.toBeInTheDocument();
  });

  it('says data is being checked until the breach feed has answered for it', async () => {
    routeFetch({ [MEMBERS]: { body: membersPage([self({ alerts: 0, checksPending: 1 })]) } });
    await show();
    expect(await screen.findByText("Checking Grace's data with the breach feed…")).toBeInTheDocument();
    expect(screen.queryByText(/No breaches found/)).not.toBeInTheDocument();
  });

  it('says when the alerts cannot be loaded, and tries again', async () => {
    let reads = 0;
    routeFetch({
      [MEMBERS]: () => (++reads === 1 ? failure(500) : { body: membersPage([self({ alerts: 0 })]) }),
    });
    await show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your alerts could not be loaded. Please try again.');
    expect(screen.getByRole('heading', { level: 1, name: 'Identity Monitoring' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No breaches found for Grace so far.')).toBeInTheDocument();
  });

  it('offers dark web monitoring to a member without it, and still checks passwords', async () => {
    routeFetch({ [MEMBERS]: { body: membersPage([], 0) } });
    await show();
    expect(await screen.findByRole('link', { name: 'Get Dark Web Monitoring' })).toHaveAttribute(
      'href',
      '/dashboard/purchase',
    );
    expect(screen.getByRole('button', { name: 'Check Password' })).toBeInTheDocument();
  });

  it("lists the account's alerts that belong to no monitored person under their own heading", async () => {
    routeFetch({
      [MEMBERS]: { body: membersPage([self({ alerts: 1 })]) },
      [SELF_ALERTS]: { body: alertsPage([alert()]) },
      'GET /v1/me/identity-monitoring/notifications': {
        body: [
          {
            alert_id: alert().alert_id,
            report_name: 'Dark Web Surveillance',
            category: 'dark_web',
            type: 'email_exposed',
            breach_title: alert().breach.title,
          },
          {
            alert_id: 'IDM-1002',
            report_name: 'Change of Address',
            category: 'address',
            type: 'address_change',
            breach_title: null,
          },
        ],
      },
    });
    await show();
    const others = await screen.findByRole('heading', { level: 2, name: 'Other alerts on your account' });
    const items = within(others.closest('section') as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Change of Address']);
  });

  it('shows the alerts by member, then by category, each breach in full with what to do', async () => {
    routeFetch({
      [MEMBERS]: { body: membersPage([relative({ alerts: 1, privateMode: true }), self({ alerts: 3 })]) },
      [SELF_ALERTS]: { body: alertsPage([alert(), creditAlert, linkedInAlert]) },
      [RELATIVE_ALERTS]: {
        body: alertsPage([alert({ id: 601, exposed: { kind: 'email', display: null } })]),
      },
    });
    await show();
    await screen.findByRole('heading', { level: 4, name: 'Card Shop' });

    // members: the account holder first
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Grace Okafor (you)',
      'Tobi Okafor',
      'Check a password',
    ]);

    // categories: the one with the newest alert first; alerts newest first
    const grace = section('Grace Okafor (you)');
    expect(
      within(grace)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Dark web', 'Credit']);
    expect(
      within(grace)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['LinkedIn', 'Adobe', 'Card Shop']);

    const adobe = within(grace).getByRole('heading', { level: 4, name: 'Adobe' }).closest('li') as HTMLElement;
    expect(within(adobe).getByText('adobe.com')).toBeInTheDocument();
    expect(within(adobe).getByText('Oct 4, 2013')).toBeInTheDocument();
    expect(within(adobe).getByText('Dec 4, 2013')).toBeInTheDocument();
    expect(within(adobe).getByText('152,445,165 accounts')).toBeInTheDocument();
    expect(within(adobe).getByText('Email addresses, Password hints, Passwords, Usernames')).toBeInTheDocument();
    expect(within(adobe).getByText('Verified')).toBeInTheDocument();
    expect(within(adobe).queryByText('Sensitive')).not.toBeInTheDocument();
    expect(
      within(adobe).getByText(
        'In October 2013, 153 million Adobe accounts were breached. The data was posted online "in the clear".',
      ),
    ).toBeInTheDocument();
    // the description's markup is never a link: the only links open the alert's own page (issue 58 point 3)
    expect([...adobe.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard/alerts/IDM-2001',
      '/dashboard/alerts/IDM-2001',
    ]);
    expect(within(adobe).getByText('E-mail address: g••••@example.com')).toBeInTheDocument();
    expect(within(adobe).getByRole('heading', { level: 5, name: 'What to do' })).toBeInTheDocument();
    expect(
      within(adobe)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(expect.arrayContaining(['Change the password of this account.', 'Turn on two-factor authentication.']));

    const card = alertCard('Card Shop');
    expect(within(card).getByText('Unverified')).toBeInTheDocument();
    expect(within(card).getByText('Sensitive')).toBeInTheDocument();
    expect(within(card).getByText('1,200 accounts')).toBeInTheDocument();
    expect(within(card).getByText('Payment card: Visa •••• 4242')).toBeInTheDocument();

    const tobi = section('Tobi Okafor');
    expect(within(tobi).getByText('E-mail address: Hidden (private mode)')).toBeInTheDocument();
    expect(within(tobi).queryByText(/g••••@example.com/)).not.toBeInTheDocument();
  });

  it('shows an empty state for each member without alerts', async () => {
    const calls = routeFetch({
      [MEMBERS]: { body: membersPage([self({ alerts: 1 }), relative()]) },
      [SELF_ALERTS]: { body: alertsPage([alert()]) },
    });
    await show();
    const tobi = await screen.findByText('No breaches found for Tobi so far.');
    expect(
      within(section('Tobi Okafor')).getByRole('link', { name: 'Monitor More Data for Tobi Okafor' }),
    ).toHaveAttribute('href', '/dashboard/dark-web/setup?member=32');
    expect(tobi).toBeInTheDocument();
    expect(
      await within(section('Grace Okafor (you)')).findByRole('heading', { level: 4, name: 'Adobe' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('No breaches found for Grace so far.')).not.toBeInTheDocument();
    expect(calls.some((call: RecordedCall) => call.url.endsWith('/members/32/alerts'))).toBe(false);
  });

  it("shows placeholders while a member's alerts load, and says when they cannot be loaded", async () => {
    let reads = 0;
    routeFetch({
      [MEMBERS]: { body: membersPage([self({ alerts: 1 }), relative({ alerts: 1 })]) },
      [SELF_ALERTS]: never,
      [RELATIVE_ALERTS]: () => (++reads === 1 ? failure(500) : { body: alertsPage([linkedInAlert]) }),
    });
    await show();
    expect(await screen.findByRole('list', { name: 'Loading alerts for Grace Okafor' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The alerts for Tobi Okafor could not be loaded. Please try again.',
    );
    expect(screen.queryByText(/No breaches found/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again for Tobi Okafor' }));
    expect(
      await within(section('Tobi Okafor')).findByRole('heading', { level: 4, name: 'LinkedIn' }),
    ).toBeInTheDocument();
  });

  describe('Check a password', () => {
    const PASSWORD = 'correct horse battery staple';
    const hash = sha1Hex(PASSWORD);
    const RANGE = `GET /v1/breaches/passwords/range/${hash.slice(0, 5)}`;
    const range = (count: number | null) => ({
      body: {
        prefix: hash.slice(0, 5),
        suffixes: [
          { suffix: '0018A45C4D1DEF81644B54AB7F969B88D65', count: 3 },
          ...(count === null ? [] : [{ suffix: hash.slice(5), count }]),
        ],
      },
    });

    const check = async (password: string) => {
      const input = screen.getByLabelText('Password');
      if (password) await userEvent.type(input, password);
      await userEvent.click(screen.getByRole('button', { name: 'Check Password' }));
    };

    const expectPasswordNeverSent = (calls: RecordedCall[]) => {
      for (const call of calls) {
        expect(call.url).not.toContain(PASSWORD);
        expect(call.url).not.toContain(encodeURIComponent(PASSWORD));
        expect(call.url).not.toContain(hash.slice(5));
        expect(JSON.stringify(call.body ?? null)).not.toContain(PASSWORD);
      }
    };

    it('explains itself and takes the password in a field no one else fills', async () => {
      routeFetch({ [MEMBERS]: { body: membersPage([self({ alerts: 0 })]) } });
      await show();
      expect(screen.getByText(EXPLANATION)).toBeInTheDocument();
      const input = screen.getByLabelText('Password');
      expect(input).toHaveAttribute('type', 'password');
      expect(input).toHaveAttribute('autocomplete', 'off');
      expect(input).toHaveAccessibleDescription(EXPLANATION);
    });

    it('sends only the first 5 hex characters of the hash and says how often the password was seen', async () => {
      const calls = routeFetch({ [MEMBERS]: { body: membersPage([self({ alerts: 0 })]) }, [RANGE]: range(2254650) });
      await show();
      await check(PASSWORD);
      // the status region is there (empty) from the start: wait for its answer, not for the region
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent(
          'This password has appeared 2,254,650 times in data breaches. Do not use it anywhere.',
        ),
      );
      const rangeCalls = calls.filter((call) => call.url.includes('/breaches/'));
      expect(rangeCalls).toHaveLength(1);
      expect(rangeCalls[0]?.url).toMatch(/\/v1\/breaches\/passwords\/range\/[0-9A-F]{5}$/);
      expect(rangeCalls[0]?.method).toBe('GET');
      expect(rangeCalls[0]?.body).toBeUndefined();
      expectPasswordNeverSent(calls);
      // not kept: the field is empty once the check has run
      expect(screen.getByLabelText('Password')).toHaveValue('');
    });

    it('says when the password was not found in known breaches', async () => {
      const calls = routeFetch({ [MEMBERS]: { body: membersPage([self({ alerts: 0 })]) }, [RANGE]: range(null) });
      await show();
      await check(PASSWORD);
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent('This password was not found in known data breaches.'),
      );
      expectPasswordNeverSent(calls);
      expect(screen.getByLabelText('Password')).toHaveValue('');
    });

    it('asks for a password before checking, and sends nothing', async () => {
      const calls = routeFetch({ [MEMBERS]: { body: membersPage([self({ alerts: 0 })]) } });
      await show();
      await check('');
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter a password to check.');
      expect(calls.some((call) => call.url.includes('/breaches/'))).toBe(false);
    });

    it('says when the password cannot be checked', async () => {
      const calls = routeFetch({ [MEMBERS]: { body: membersPage([self({ alerts: 0 })]) }, [RANGE]: failure(503) });
      await show();
      await check(PASSWORD);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The password could not be checked. Please try again.',
      );
      expectPasswordNeverSent(calls);
      expect(screen.getByLabelText('Password')).toHaveValue('');
    });
  });
});
