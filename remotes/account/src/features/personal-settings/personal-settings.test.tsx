import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { configureApiClient } from '@beacon/api';
import { routeFetch } from '@beacon/test-support/fetch-routes';
import { renderScreen } from '@beacon/test-support/render-screen';
import { profileMessages } from '@beacon/validation';

import { account } from '../../test-support/billing-fixtures';
import AccountScreen from './account-screen';
import MyProfileScreen from './my-profile-screen';

/** The alert e-mails control of Personal Settings loads its own choice (alert-emails-settings.test.tsx tests it). */
const ALERT_EMAILS = { body: { frequency: 'immediate' } };
import YourReportScreen from './your-report-screen';

describe('personal settings', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it("shows the member's name, e-mail, Member ID and PIN, and the settings pages", async () => {
    routeFetch({ 'GET /v1/me': { body: account() } });
    await renderScreen('/dashboard/account', <AccountScreen />, '/dashboard/account');
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
    expect(screen.getByText('1234')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Payment Settings' })).toHaveAttribute(
      'href',
      '/dashboard/account/my-billing',
    );
  });

  it('says when the account cannot be loaded', async () => {
    routeFetch({ 'GET /v1/me': { status: 500, body: { message: 'boom', statusCode: 500 } } });
    await renderScreen('/dashboard/account', <AccountScreen />, '/dashboard/account');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account could not be loaded. Please try again.');
  });

  it('saves a new name; a new e-mail address asks for the current password and shows a refusal', async () => {
    const calls = routeFetch({
      'GET /v1/me': { body: account() },
      'GET /v1/me/alert-emails': ALERT_EMAILS,
      'PATCH /v1/me/profile': (call) => {
        const body = call.body as { email: string; currentPassword?: string };
        if (body.email !== 'ada@example.com' && body.currentPassword !== 'right-password') {
          return { status: 400, body: { message: 'Your current password is not correct.', statusCode: 400 } };
        }
        return { body: { ...account(), first_name: 'Augusta', email: body.email } };
      },
    });
    await renderScreen('/dashboard/account/my-profile', <MyProfileScreen />, '/dashboard/account/my-profile');
    const first = await screen.findByLabelText('First name');
    await userEvent.clear(first);
    await userEvent.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(screen.getByText('Please enter your first name.')).toBeInTheDocument();
    await userEvent.type(first, 'Augusta');
    expect(screen.queryByLabelText(/Current password \(to confirm/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your personal details were saved.');

    const email = screen.getByLabelText('E-mail address');
    await userEvent.clear(email);
    await userEvent.type(email, 'augusta@example.com');
    const password = screen.getByLabelText(/Current password \(to confirm/);
    await userEvent.type(password, 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is not correct.');
    await userEvent.clear(password);
    await userEvent.type(password, 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your personal details were saved.');
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({
      firstName: 'Augusta',
      lastName: 'Lovelace',
      email: 'augusta@example.com',
      birthDate: '',
      currentPassword: 'right-password',
    });
  });

  it('keeps the date of birth, which tells which report is probably the member’s own, and refuses a future one', async () => {
    const calls = routeFetch({
      'GET /v1/me': { body: { ...account(), birth_date: '1985-03-14' } },
      'GET /v1/me/alert-emails': ALERT_EMAILS,
      'PATCH /v1/me/profile': (call) => ({
        body: { ...account(), birth_date: (call.body as { birthDate: string }).birthDate },
      }),
    });
    await renderScreen('/dashboard/account/my-profile', <MyProfileScreen />, '/dashboard/account/my-profile');
    const birthDate = await screen.findByLabelText('Date of birth');
    expect(birthDate).toHaveValue('1985-03-14');
    expect(screen.getByText('With your name, it tells us which report is probably yours.')).toBeInTheDocument();

    await userEvent.clear(birthDate);
    await userEvent.type(birthDate, '2999-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(screen.getByText(profileMessages.birthDateInvalid)).toBeInTheDocument();
    expect(birthDate).toHaveAccessibleDescription(profileMessages.birthDateInvalid);
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);

    await userEvent.clear(birthDate);
    await userEvent.type(birthDate, '1985-04-02');
    await userEvent.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your personal details were saved.');
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      birthDate: '1985-04-02',
    });
  });

  it('changes the password with the current one and says the other sign-ins ended', async () => {
    routeFetch({
      'GET /v1/me': { body: account() },
      'GET /v1/me/alert-emails': ALERT_EMAILS,
      'POST /v1/me/password': { status: 204 },
    });
    await renderScreen('/dashboard/account/my-profile', <MyProfileScreen />, '/dashboard/account/my-profile');
    await userEvent.type(await screen.findByLabelText('Current password'), 'old-password-1');
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByText('Your new password must be at least 10 characters.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), '-and-long-enough');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password was changed. You are still signed in here; every other sign-in has ended.',
    );
  });

  it("shows the server's refusal of a breached or common new password under the new password", async () => {
    const refusals = [profileMessages.newPasswordBreached, profileMessages.newPasswordCommon];
    const calls = routeFetch({
      'GET /v1/me': { body: account() },
      'GET /v1/me/alert-emails': ALERT_EMAILS,
      'POST /v1/me/password': () => ({ status: 400, body: { message: refusals.shift(), statusCode: 400 } }),
    });
    await renderScreen('/dashboard/account/my-profile', <MyProfileScreen />, '/dashboard/account/my-profile');
    await userEvent.type(await screen.findByLabelText('Current password'), 'old-password-1');
    const newPassword = screen.getByLabelText('New password');
    await userEvent.type(newPassword, 'Password1!');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(profileMessages.newPasswordBreached)).toBeInTheDocument();
    expect(newPassword).toHaveAccessibleDescription(profileMessages.newPasswordBreached);
    expect(newPassword).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Current password')).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await userEvent.clear(newPassword);
    await userEvent.type(newPassword, 'qwertyuiop');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(profileMessages.newPasswordCommon)).toBeInTheDocument();
    expect(newPassword).toHaveAccessibleDescription(profileMessages.newPasswordCommon);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { currentPassword: 'old-password-1', newPassword: 'Password1!' },
      { currentPassword: 'old-password-1', newPassword: 'qwertyuiop' },
    ]);
  });

  it('shows a wrong current password under it, and too many tries above the form', async () => {
    const answers = [
      { status: 400, body: { message: profileMessages.currentPasswordWrong, statusCode: 400 } },
      {
        status: 429,
        body: { message: 'Too many wrong current passwords. Please try again in 2 seconds.', statusCode: 429 },
      },
    ];
    routeFetch({
      'GET /v1/me': { body: account() },
      'GET /v1/me/alert-emails': ALERT_EMAILS,
      'POST /v1/me/password': () => answers.shift()!,
    });
    await renderScreen('/dashboard/account/my-profile', <MyProfileScreen />, '/dashboard/account/my-profile');
    const current = await screen.findByLabelText('Current password');
    await userEvent.type(current, 'wrong-password');
    await userEvent.type(screen.getByLabelText('New password'), 'a-long-new-passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(profileMessages.currentPasswordWrong)).toBeInTheDocument();
    expect(current).toHaveAccessibleDescription(profileMessages.currentPasswordWrong);

    await userEvent.type(current, '-again');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(
      await screen.findByText('Too many wrong current passwords. Please try again in 2 seconds.'),
    ).toBeInTheDocument();
    expect(current).not.toHaveAccessibleDescription();
  });

  it('links the confirmed report, or offers to search for it', async () => {
    routeFetch({
      'GET /v1/me': { body: { ...account(), data: { customers_report: { record_id: 12, pointer: 'p' } } } },
    });
    await renderScreen('/dashboard/account/your-report', <YourReportScreen />, '/dashboard/account/your-report');
    expect(await screen.findByRole('link', { name: 'Open your report' })).toHaveAttribute(
      'href',
      '/dashboard/reports/12',
    );
  });

  it('offers Search For Yourself without a confirmed report', async () => {
    routeFetch({ 'GET /v1/me': { body: account() } });
    await renderScreen('/dashboard/account/your-report', <YourReportScreen />, '/dashboard/account/your-report');
    expect(await screen.findByRole('button', { name: 'Search For Yourself' })).toBeInTheDocument();
  });
});
