import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { configureApiClient, type MonitoredItem } from '@beacon/api';
import { failure, never, routeFetch } from '@beacon/test-support/fetch-routes';
import { renderScreen } from '@beacon/test-support/render-screen';
import { identityMessages, messages } from '@beacon/validation';

import {
  MEMBERS,
  item,
  membersPage,
  monitoredPage,
  relative,
  self,
  watched,
} from '../../test-support/identity-fixtures';
import DarkWebSetupScreen from './dark-web-setup-screen';

const PATH = '/dashboard/dark-web/setup';
const MONITORED = 'GET /v1/me/identity-monitoring/members/31/monitored-data';
const PATCH_DATA = 'PATCH /v1/me/identity-monitoring/members/31/monitored-data';

const show = (search = '') => renderScreen(PATH, <DarkWebSetupScreen />, { pathname: PATH, search });
const form = () => screen.getByRole('form', { name: 'Add data to watch' });

describe('DarkWebSetupScreen', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('keeps its heading and shows placeholders while loading', async () => {
    routeFetch({ [MEMBERS]: never });
    await show();
    expect(screen.getByRole('heading', { level: 1, name: 'Dark Web Monitoring Setup' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Loading your monitoring' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(/Nothing is watched/)).not.toBeInTheDocument();
  });

  it('shows placeholders while what is watched loads, not the empty state', async () => {
    routeFetch({ [MEMBERS]: { body: membersPage([self()]) }, [MONITORED]: never });
    await show();
    expect(await screen.findByRole('list', { name: 'Loading what is watched' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(/Nothing is watched/)).not.toBeInTheDocument();
  });

  it('says when the monitoring cannot be loaded, and tries again', async () => {
    let reads = 0;
    routeFetch({
      [MEMBERS]: () => (++reads === 1 ? failure(503) : { body: membersPage([self()]) }),
      [MONITORED]: { body: monitoredPage(watched) },
    });
    await show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your dark web monitoring could not be loaded. Please try again.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Dark Web Monitoring Setup' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('g••••@example.com')).toBeInTheDocument();
  });

  it('says when what is watched cannot be loaded, and tries again', async () => {
    let reads = 0;
    routeFetch({
      [MEMBERS]: { body: membersPage([self()]) },
      [MONITORED]: () => (++reads === 1 ? failure(500) : { body: monitoredPage(watched) }),
    });
    await show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'What is watched could not be loaded. Please try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('g••••@example.com')).toBeInTheDocument();
  });

  it('offers dark web monitoring to a member without it', async () => {
    routeFetch({ [MEMBERS]: { body: membersPage([], 0) } });
    await show();
    expect(await screen.findByRole('link', { name: 'Get Dark Web Monitoring' })).toHaveAttribute(
      'href',
      '/dashboard/purchase',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('says so for a person who is not monitored', async () => {
    routeFetch({ [MEMBERS]: { body: membersPage([self()]) } });
    await show('?member=99');
    expect(await screen.findByText('This person is not monitored.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dark Web Monitoring' })).toHaveAttribute(
      'href',
      '/dashboard/dark-web',
    );
  });

  it('shows what is watched for the account holder, masked and grouped by kind', async () => {
    routeFetch({
      [MEMBERS]: { body: membersPage([relative(), self()]) },
      [MONITORED]: { body: monitoredPage(watched) },
    });
    await show();
    expect(await screen.findByText('g••••@example.com')).toBeInTheDocument();
    expect(screen.getByText(/Watching for/)).toHaveTextContent('Watching for Grace Okafor (you).');
    const group = (name: string) => screen.getByRole('heading', { level: 3, name }).parentElement as HTMLElement;
    expect(within(group('E-mail addresses')).getByText('g••••@example.com')).toBeInTheDocument();
    expect(within(group('Phone numbers')).getByText('(•••) •••-0143')).toBeInTheDocument();
    expect(within(group('Payment cards')).getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Usernames' })).not.toBeInTheDocument();
    expect(screen.getAllByText(/^added Oct 1, 2026, /)).toHaveLength(3);
    // where the breach feed's check of each stands
    expect(within(group('E-mail addresses')).getByText('added Oct 1, 2026, checked Oct 1, 2026')).toBeInTheDocument();
    expect(
      within(group('Payment cards')).getByText('added Oct 1, 2026, no breach feed checks this kind of data yet'),
    ).toBeInTheDocument();
  });

  it('sets up the member the link names, with an empty state', async () => {
    routeFetch({
      [MEMBERS]: { body: membersPage([self(), relative()]) },
      'GET /v1/me/identity-monitoring/members/32/monitored-data': { body: monitoredPage([]) },
    });
    await show('?member=32');
    expect(await screen.findByText('Nothing is watched for Tobi yet. Add data below.')).toBeInTheDocument();
    expect(screen.getByText(/Watching for/)).toHaveTextContent('Watching for Tobi Okafor.');
  });

  it('adds data to watch with one PATCH, says how much is watched and what breaches found', async () => {
    let member = self({ alerts: 0, monitored: 0 });
    let items: MonitoredItem[] = [];
    const calls = routeFetch({
      [MEMBERS]: () => ({ body: membersPage([member]) }),
      [MONITORED]: () => ({ body: monitoredPage(items) }),
      [PATCH_DATA]: () => {
        items = [
          item({ id: 410, display: 'g••••@example.org' }),
          item({ id: 411, kind: 'phone', display: '(•••) •••-0199' }),
          item({ id: 412, kind: 'username', display: 'gr••••' }),
          item({ id: 413, kind: 'ssn_last4', display: '•••-••-1234' }),
          item({ id: 414, kind: 'card', display: 'Visa •••• 4242' }),
        ];
        member = { ...member, monitored: 5, alerts: 2 };
        return { body: monitoredPage(items) };
      },
    });
    await show();
    expect(await screen.findByText('Nothing is watched for Grace yet. Add data below.')).toBeInTheDocument();
    await userEvent.click(within(form()).getByRole('button', { name: 'Add E-mail Address' }));
    await userEvent.type(within(form()).getByLabelText('E-mail address 1'), ' grace@example.org ');
    await userEvent.click(within(form()).getByRole('button', { name: 'Add Phone Number' }));
    await userEvent.type(within(form()).getByLabelText('Phone number 1 (10 digits)'), '(217) 555-0199');
    expect(within(form()).getByLabelText('Phone number 1 (10 digits)')).toHaveValue('2175550199');
    await userEvent.click(within(form()).getByRole('button', { name: 'Add Username' }));
    await userEvent.type(within(form()).getByLabelText('Username 1'), 'grace_o');
    await userEvent.click(within(form()).getByRole('button', { name: 'Add Card' }));
    await userEvent.type(within(form()).getByLabelText('Card number 1'), '4242 4242 4242 4242');
    await userEvent.type(within(form()).getByLabelText('Last 4 digits'), '12345');
    await userEvent.click(within(form()).getByRole('button', { name: 'Start Watching' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('5 items are now watched.');
    expect(status).toHaveTextContent('Some of this was found in known breaches.');
    expect(within(status).getByRole('link', { name: 'See What Was Exposed' })).toHaveAttribute(
      'href',
      '/dashboard/dark-web-monitoring/dashboard',
    );
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      data: {
        emails: ['grace@example.org'],
        phones: ['2175550199'],
        usernames: ['grace_o'],
        ssnLast4: '1234',
        cards: ['4242424242424242'],
      },
    });
    // what was added shows masked among what is watched; the form starts afresh
    expect(await screen.findByText('Visa •••• 4242')).toBeInTheDocument();
    expect(screen.queryByText('4242424242424242')).not.toBeInTheDocument();
    expect(within(form()).queryByLabelText('E-mail address 1')).not.toBeInTheDocument();
    expect(within(form()).getByLabelText('Last 4 digits')).toHaveValue('');
  });

  it('sends only the kinds added to, and says nothing of breaches when none was found', async () => {
    const calls = routeFetch({
      [MEMBERS]: { body: membersPage([self({ alerts: 0 })]) },
      [MONITORED]: { body: monitoredPage(watched) },
      [PATCH_DATA]: { body: monitoredPage([...watched, item({ id: 420, kind: 'username', display: 'gr••••' })]) },
    });
    await show();
    await screen.findByText('g••••@example.com');
    await userEvent.click(within(form()).getByRole('button', { name: 'Add Username' }));
    await userEvent.type(within(form()).getByLabelText('Username 1'), 'grace_o');
    await userEvent.click(within(form()).getByRole('button', { name: 'Start Watching' }));
    expect(await screen.findByRole('status')).toHaveTextContent('4 items are now watched.');
    expect(screen.queryByText('Some of this was found in known breaches.')).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ data: { usernames: ['grace_o'] } });
  });

  it("shows the schema's messages under the inputs and sends nothing", async () => {
    const calls = routeFetch({
      [MEMBERS]: { body: membersPage([self()]) },
      [MONITORED]: { body: monitoredPage([]) },
    });
    await show();
    await screen.findByText(/Nothing is watched/);
    await userEvent.click(within(form()).getByRole('button', { name: 'Start Watching' }));
    expect(within(form()).getByRole('alert')).toHaveTextContent(identityMessages.somethingToMonitor);

    await userEvent.click(within(form()).getByRole('button', { name: 'Add E-mail Address' }));
    await userEvent.type(within(form()).getByLabelText('E-mail address 1'), 'nope');
    await userEvent.click(within(form()).getByRole('button', { name: 'Add Phone Number' }));
    await userEvent.type(within(form()).getByLabelText('Phone number 1 (10 digits)'), '555123');
    await userEvent.click(within(form()).getByRole('button', { name: 'Add Username' }));
    await userEvent.type(within(form()).getByLabelText('Username 1'), 'no spaces!');
    await userEvent.click(within(form()).getByRole('button', { name: 'Add Card' }));
    await userEvent.type(within(form()).getByLabelText('Card number 1'), '4242424242424241');
    await userEvent.type(within(form()).getByLabelText('Last 4 digits'), '12');
    await userEvent.click(within(form()).getByRole('button', { name: 'Start Watching' }));

    const errorOf = (label: string) => {
      const input = within(form()).getByLabelText(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      return document.getElementById(input.getAttribute('aria-describedby') ?? '');
    };
    expect(errorOf('E-mail address 1')).toHaveTextContent(messages.emailInvalid);
    expect(errorOf('Phone number 1 (10 digits)')).toHaveTextContent(messages.phoneInvalid);
    expect(errorOf('Username 1')).toHaveTextContent(identityMessages.usernameInvalid);
    expect(errorOf('Card number 1')).toHaveTextContent(identityMessages.cardInvalid);
    expect(errorOf('Last 4 digits')).toHaveTextContent(identityMessages.ssnInvalid);
    expect(within(form()).queryByText(identityMessages.somethingToMonitor)).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('keeps everything typed when the save fails', async () => {
    routeFetch({
      [MEMBERS]: { body: membersPage([self()]) },
      [MONITORED]: { body: monitoredPage([]) },
      [PATCH_DATA]: failure(500),
    });
    await show();
    await screen.findByText(/Nothing is watched/);
    await userEvent.click(within(form()).getByRole('button', { name: 'Add E-mail Address' }));
    await userEvent.type(within(form()).getByLabelText('E-mail address 1'), 'grace@example.org');
    await userEvent.type(within(form()).getByLabelText('Last 4 digits'), '1234');
    await userEvent.click(within(form()).getByRole('button', { name: 'Start Watching' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'Your data could not be saved. Please try again.',
    );
    expect(within(form()).getByLabelText('E-mail address 1')).toHaveValue('grace@example.org');
    expect(within(form()).getByLabelText('Last 4 digits')).toHaveValue('1234');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows the server's refusal, such as a full kind", async () => {
    routeFetch({
      [MEMBERS]: { body: membersPage([self()]) },
      [MONITORED]: { body: monitoredPage([]) },
      [PATCH_DATA]: failure(409, identityMessages.tooMany),
    });
    await show();
    await screen.findByText(/Nothing is watched/);
    await userEvent.click(within(form()).getByRole('button', { name: 'Add Username' }));
    await userEvent.type(within(form()).getByLabelText('Username 1'), 'grace_o');
    await userEvent.click(within(form()).getByRole('button', { name: 'Start Watching' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent(identityMessages.tooMany);
    expect(within(form()).getByLabelText('Username 1')).toHaveValue('grace_o');
  });

  it('stops watching an item with a DELETE of its suffix', async () => {
    let items = watched;
    const calls = routeFetch({
      [MEMBERS]: { body: membersPage([self()]) },
      [MONITORED]: () => ({ body: monitoredPage(items) }),
      'DELETE /v1/me/identity-monitoring/members/31/monitored-data/402': () => {
        items = watched.filter((entry) => entry.id !== 402);
        return { status: 204 };
      },
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove (•••) •••-0143' }));
    expect(await screen.findByRole('status')).toHaveTextContent('(•••) •••-0143 is no longer watched.');
    expect(screen.queryByRole('heading', { level: 3, name: 'Phone numbers' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/v1/me/identity-monitoring/members/31/monitored-data/402',
    ]);
  });

  it('says when an item cannot be removed', async () => {
    routeFetch({
      [MEMBERS]: { body: membersPage([self()]) },
      [MONITORED]: { body: monitoredPage(watched) },
      'DELETE /v1/me/identity-monitoring/members/31/monitored-data/401': failure(500),
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove g••••@example.com' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'g••••@example.com could not be removed. Please try again.',
    );
    expect(screen.getByText('g••••@example.com')).toBeInTheDocument();
  });

  it("switches the member's private mode", async () => {
    let member = self({ privateMode: true });
    const calls = routeFetch({
      [MEMBERS]: () => ({ body: membersPage([member]) }),
      [MONITORED]: { body: monitoredPage(watched) },
      'PATCH /v1/me/identity-monitoring/members/31': (call) => {
        member = { ...member, ...(call.body as { privateMode: boolean }) };
        return { body: member };
      },
    });
    await show();
    const toggle = await screen.findByRole('button', { name: 'Private mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(await screen.findByRole('status')).toHaveTextContent('Private mode is off for Grace Okafor.');
    expect(screen.getByRole('button', { name: 'Private mode' })).toHaveAttribute('aria-pressed', 'false');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ privateMode: false });
  });

  it('limits each kind to what is left of its maximum', async () => {
    const tenEmails = Array.from({ length: 10 }, (_, index) =>
      item({ id: 500 + index, display: `g${index}••••@example.com` }),
    );
    routeFetch({
      [MEMBERS]: { body: membersPage([self()]) },
      [MONITORED]: { body: monitoredPage(tenEmails) },
    });
    await show();
    await screen.findByText('g0••••@example.com');
    expect(within(form()).getByRole('button', { name: 'Add E-mail Address' })).toBeDisabled();
    expect(within(form()).getByText('You watch as many of these as you can (10).')).toBeInTheDocument();
    expect(within(form()).getByRole('button', { name: 'Add Phone Number' })).toBeEnabled();
  });
});
