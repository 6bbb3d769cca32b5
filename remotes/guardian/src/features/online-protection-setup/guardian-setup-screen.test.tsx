import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { configureApiClient } from '@beacon/api';
import { showSearchYourselfModalAtom } from '@beacon/session';
import { failure, never, recordingFetch, routeFetch } from '@beacon/test-support/fetch-routes';
import { renderScreen, renderWithProviders } from '@beacon/test-support/render-screen';

import { account, member, membersPage, protection } from '../../test-support/guardian-fixtures';

import GuardianSetupScreen from './guardian-setup-screen';

function renderWith(body: unknown) {
  recordingFetch(body);
  return renderWithProviders(<GuardianSetupScreen />).store;
}

describe('GuardianSetupScreen', () => {
  it('without a confirmed report, opens Search For Yourself to find it', async () => {
    const store = renderWith(account(null));
    await userEvent.click(await screen.findByRole('button', { name: 'Search For Yourself' }));
    expect(store.get(showSearchYourselfModalAtom)).toBe(true);
  });

  it('with a confirmed report, does not ask for it again', async () => {
    routeFetch({
      'GET /v1/me': { body: account({ record_id: 9, pointer: 'w-Qdmx4c8eMPt0r2026A' }) },
      'GET /v1/me/personal-data-protection/members': { body: membersPage([]) },
    });
    await renderScreen(
      '/dashboard/guardian/online-protection/setup',
      <GuardianSetupScreen />,
      '/dashboard/guardian/online-protection/setup',
    );
    expect(await screen.findByRole('button', { name: 'Protect This Report' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Search For Yourself' })).not.toBeInTheDocument();
  });
});

describe('GuardianSetupScreen with a confirmed report', () => {
  const ACCOUNT = 'GET /v1/me';
  const MEMBERS = 'GET /v1/me/personal-data-protection/members';
  const PROTECTION = 'GET /v1/me/personal-data-protection/members/21/protection';
  const PATCH = 'PATCH /v1/me/personal-data-protection/members/21';
  const ENROLL = 'POST /v1/me/personal-data-protection/enroll';
  const PATH = '/dashboard/guardian/online-protection/setup';
  const confirmed = { body: account({ record_id: 9, pointer: 'w-Qdmx4c8eMPt0r2026A' }) };
  const show = () => renderScreen(PATH, <GuardianSetupScreen />, PATH);

  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('keeps its heading and shows placeholders while loading', async () => {
    routeFetch({ [ACCOUNT]: never });
    await show();
    expect(screen.getByRole('heading', { level: 1, name: 'Guardian Setup' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Loading your Guardian setup' })).toHaveAttribute('aria-busy', 'true');
  });

  it('says when the account cannot be loaded', async () => {
    routeFetch({ [ACCOUNT]: failure(500) });
    await show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account could not be loaded. Please try again.');
  });

  it('makes the confirmed report the protected one, then asks for the details', async () => {
    let members = membersPage([]);
    const calls = routeFetch({
      [ACCOUNT]: confirmed,
      [MEMBERS]: () => ({ body: members }),
      [PROTECTION]: { body: protection({ member: member({ status: 'setup_required' }) }) },
      'PUT /v1/me/personal-data-protection/members/self': () => {
        members = membersPage([member({ status: 'setup_required', score: null, scanStatus: null })]);
        return { body: members.items[0] };
      },
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Protect This Report' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Protecting Grace Okafor' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ recordId: '9' });
    expect(await screen.findByLabelText('First name')).toHaveValue('Grace');
  });

  it('says when the report could not be protected', async () => {
    routeFetch({
      [ACCOUNT]: confirmed,
      [MEMBERS]: { body: membersPage([]) },
      'PUT /v1/me/personal-data-protection/members/self': failure(500),
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Protect This Report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your report could not be protected. Please try again.');
    expect(screen.getByRole('button', { name: 'Protect This Report' })).toBeEnabled();
  });

  it('prefills the details, saves them, enrolls a new member and goes on to identity monitoring', async () => {
    const calls = routeFetch({
      [ACCOUNT]: confirmed,
      [MEMBERS]: { body: membersPage([member({ status: 'setup_required', score: null, scanStatus: null })]) },
      [PROTECTION]: { body: protection({ member: member({ status: 'setup_required' }) }) },
      [PATCH]: { body: member({ status: 'setup_required' }) },
      [ENROLL]: {
        body: { member: member({ status: 'enrolled' }), redirectTo: '/dashboard/guardian/report/3/person/9' },
      },
    });
    await show();
    expect(await screen.findByLabelText('First name')).toHaveValue('Grace');
    expect(screen.getByLabelText('Middle name (optional)')).toHaveValue('Ada');
    expect(screen.getByLabelText('Last name')).toHaveValue('Okafor');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1984-05-17');
    expect(screen.getByLabelText('Other name 1')).toHaveValue('Grace Adeyemi');
    const address = screen.getByRole('group', { name: 'Address 1' });
    expect(within(address).getByLabelText('Street')).toHaveValue('12 Elm St');
    expect(within(address).getByLabelText('State')).toHaveValue('IL');
    expect(screen.getByLabelText('Phone number 1 (10 digits)')).toHaveValue('2175550143');
    expect(screen.getByLabelText('E-mail address 1')).toHaveValue('grace@example.com');

    await userEvent.click(screen.getByRole('button', { name: 'Add Phone Number' }));
    await userEvent.type(screen.getByLabelText('Phone number 2 (10 digits)'), '(217) 555-0199 ext');
    expect(screen.getByLabelText('Phone number 2 (10 digits)')).toHaveValue('2175550199');
    await userEvent.click(screen.getByRole('button', { name: 'Remove other name 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save And Continue' }));

    expect(await screen.findByText('landed on /dashboard/guardian/online-protection/setup/idm')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      firstName: 'Grace',
      middleName: 'Ada',
      lastName: 'Okafor',
      dob: '1984-05-17',
      otherNames: [],
      addresses: [{ street: '12 Elm St', city: 'Springfield', state: 'IL', zip: '62701' }],
      phones: ['2175550143', '2175550199'],
      emails: ['grace@example.com'],
    });
    expect(calls.find((call) => call.url.endsWith('/enroll'))?.body).toEqual({});
  });

  it('does not enroll a member who is already enrolled', async () => {
    const calls = routeFetch({
      [ACCOUNT]: confirmed,
      [MEMBERS]: { body: membersPage([member({ status: 'enrolled' })]) },
      [PROTECTION]: { body: protection() },
      [PATCH]: { body: member({ status: 'enrolled' }) },
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Save And Continue' }));
    expect(await screen.findByText('landed on /dashboard/guardian/online-protection/setup/idm')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/enroll'))).toBe(false);
  });

  it("shows the schema's messages under the inputs and sends nothing", async () => {
    const calls = routeFetch({
      [ACCOUNT]: confirmed,
      [MEMBERS]: { body: membersPage([member()]) },
      [PROTECTION]: { body: protection() },
    });
    await show();
    await userEvent.clear(await screen.findByLabelText('First name'));
    await userEvent.clear(screen.getByLabelText('Other name 1'));
    await userEvent.type(screen.getByLabelText('Other name 1'), 'Prince');
    await userEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    const address = screen.getByRole('group', { name: 'Address 2' });
    await userEvent.type(within(address).getByLabelText('Zip code (optional)'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Add Phone Number' }));
    await userEvent.type(screen.getByLabelText('Phone number 2 (10 digits)'), '555');
    await userEvent.clear(screen.getByLabelText('E-mail address 1'));
    await userEvent.type(screen.getByLabelText('E-mail address 1'), 'grace@');
    await userEvent.click(screen.getByRole('button', { name: 'Save And Continue' }));

    expect(screen.getByText('Please Enter A First Name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a first and last name, letters only.')).toBeInTheDocument();
    expect(within(address).getByText('Please enter street address.')).toBeInTheDocument();
    expect(within(address).getByText('Please enter a city.')).toBeInTheDocument();
    expect(within(address).getByText('Please choose a state.')).toBeInTheDocument();
    expect(within(address).getByText('Please enter a 5-digit zip code.')).toBeInTheDocument();
    expect(screen.getByText('Please Enter Valid US Phone Number.')).toBeInTheDocument();
    expect(screen.getByText('Please Enter Valid Email Address.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('keeps what the member typed when the save fails', async () => {
    routeFetch({
      [ACCOUNT]: confirmed,
      [MEMBERS]: { body: membersPage([member()]) },
      [PROTECTION]: { body: protection() },
      [PATCH]: failure(500),
    });
    await show();
    await userEvent.clear(await screen.findByLabelText('Middle name (optional)'));
    await userEvent.type(screen.getByLabelText('Middle name (optional)'), 'Adaeze');
    await userEvent.click(screen.getByRole('button', { name: 'Save And Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your details could not be saved. Please try again.');
    expect(screen.getByLabelText('Middle name (optional)')).toHaveValue('Adaeze');
  });

  it('says when the details cannot be loaded', async () => {
    routeFetch({
      [ACCOUNT]: confirmed,
      [MEMBERS]: { body: membersPage([member()]) },
      [PROTECTION]: failure(500),
    });
    await show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your details could not be loaded. Please try again.');
  });
});
