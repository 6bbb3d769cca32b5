import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { configureApiClient } from '@beacon/api';
import { failure, never, routeFetch } from '@beacon/test-support/fetch-routes';
import { renderScreen } from '@beacon/test-support/render-screen';

import { details, member, membersPage, protection } from '../../test-support/guardian-fixtures';
import GuardianIdentitySetupScreen from './guardian-identity-setup-screen';

const MEMBERS = 'GET /v1/me/personal-data-protection/members';
const PROTECTION = 'GET /v1/me/personal-data-protection/members/21/protection';
const PUT = 'PUT /v1/me/personal-data-protection/members/21/identity';
const PATH = '/dashboard/guardian/online-protection/setup/idm';

const show = () => renderScreen(PATH, <GuardianIdentitySetupScreen />, PATH);

describe('GuardianIdentitySetupScreen', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('keeps its heading, explains the dark web watch and shows placeholders while loading', async () => {
    routeFetch({ [MEMBERS]: never });
    await show();
    expect(screen.getByRole('heading', { level: 1, name: 'Identity Monitoring Setup' })).toBeInTheDocument();
    expect(
      screen.getByText(/Guardian watches these e-mail addresses, phone numbers and usernames on the dark web/),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Loading your details' })).toHaveAttribute('aria-busy', 'true');
  });

  it('prefills what Guardian knows, saves the identity details and goes on to the first results', async () => {
    const calls = routeFetch({
      [MEMBERS]: { body: membersPage([member({ status: 'enrolled' })]) },
      [PROTECTION]: { body: protection() },
      [PUT]: { body: member({ status: 'active' }) },
    });
    await show();
    expect(await screen.findByLabelText('E-mail address 1')).toHaveValue('grace@example.com');
    expect(screen.getByLabelText('Phone number 1 (10 digits)')).toHaveValue('2175550143');
    await userEvent.click(screen.getByRole('button', { name: 'Add Username' }));
    expect(screen.getByLabelText('Username 1')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Username 1'), 'grace_o');
    await userEvent.click(screen.getByRole('button', { name: 'Start Monitoring' }));
    expect(
      await screen.findByText('landed on /dashboard/guardian/online-protection/setup/initial-results'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      emails: ['grace@example.com'],
      phones: ['2175550143'],
      usernames: ['grace_o'],
    });
  });

  it('prefers what is already monitored', async () => {
    routeFetch({
      [MEMBERS]: { body: membersPage([member()]) },
      [PROTECTION]: {
        body: protection({
          details: {
            ...details,
            monitored: { emails: ['g.okafor@example.org'], phones: [], usernames: ['gokafor'] },
          },
        }),
      },
    });
    await show();
    expect(await screen.findByLabelText('E-mail address 1')).toHaveValue('g.okafor@example.org');
    expect(screen.getByLabelText('Phone number 1 (10 digits)')).toHaveValue('2175550143');
    expect(screen.getByLabelText('Username 1')).toHaveValue('gokafor');
  });

  it("shows the schema's messages: at least one e-mail, and valid usernames", async () => {
    const calls = routeFetch({
      [MEMBERS]: { body: membersPage([member()]) },
      [PROTECTION]: { body: protection() },
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove e-mail address 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Username' }));
    await userEvent.type(screen.getByLabelText('Username 1'), 'no spaces!');
    await userEvent.click(screen.getByRole('button', { name: 'Start Monitoring' }));
    expect(screen.getByText('Add at least one e-mail address to monitor.')).toBeInTheDocument();
    expect(screen.getByText('Usernames are 2 to 40 letters, digits, dots, dashes or underscores.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('keeps what the member typed when the save fails', async () => {
    routeFetch({
      [MEMBERS]: { body: membersPage([member()]) },
      [PROTECTION]: { body: protection() },
      [PUT]: failure(500),
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Add E-mail Address' }));
    await userEvent.type(screen.getByLabelText('E-mail address 2'), 'grace@work.example');
    await userEvent.click(screen.getByRole('button', { name: 'Start Monitoring' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your identity details could not be saved. Please try again.',
    );
    expect(screen.getByLabelText('E-mail address 2')).toHaveValue('grace@work.example');
  });

  it('sends a member without Guardian protection to the setup', async () => {
    routeFetch({ [MEMBERS]: { body: membersPage([]) } });
    await show();
    expect(await screen.findByRole('link', { name: 'Set Up Guardian' })).toHaveAttribute(
      'href',
      '/dashboard/guardian/online-protection/setup',
    );
  });

  it('shows an error when the details cannot be loaded', async () => {
    routeFetch({ [MEMBERS]: { body: membersPage([member()]) }, [PROTECTION]: failure(500) });
    await show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your details could not be loaded. Please try again.');
  });
});
