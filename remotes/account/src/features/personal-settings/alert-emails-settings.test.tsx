import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { configureApiClient } from '@beacon/api';
import { routeFetch } from '@beacon/test-support/fetch-routes';
import { renderScreen } from '@beacon/test-support/render-screen';

import { account } from '../../test-support/billing-fixtures';
import MyProfileScreen from './my-profile-screen';

const PATH = '/dashboard/account/my-profile';

describe('alert e-mails in Personal Settings', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('shows the choice, moves between the options with the keyboard and saves with a confirmation', async () => {
    const calls = routeFetch({
      'GET /v1/me': { body: account() },
      'GET /v1/me/alert-emails': { body: { frequency: 'immediate' } },
      'PUT /v1/me/alert-emails': (call) => ({ body: call.body }),
    });
    await renderScreen(PATH, <MyProfileScreen />, PATH);
    const group = await screen.findByRole('group', { name: 'Alert e-mails' });
    const immediate = await within(group).findByRole('radio', { name: 'Each alert as it happens' });
    expect(immediate).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'One daily summary' })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: 'No alert e-mails' })).not.toBeChecked();
    expect(group).toHaveAccessibleDescription(
      'When identity or dark web monitoring raises an alert, we can e-mail you.',
    );

    // the arrow keys move the choice; nothing is sent until it is saved
    immediate.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(group).getByRole('radio', { name: 'One daily summary' })).toBeChecked();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Save Alert E-mails' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your alert e-mail choice was saved.');
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ frequency: 'daily' }]);

    await userEvent.click(within(group).getByRole('radio', { name: 'No alert e-mails' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says when the choice cannot be loaded, or saved', async () => {
    routeFetch({
      'GET /v1/me': { body: account() },
      'GET /v1/me/alert-emails': { status: 500, body: { message: 'boom', statusCode: 500 } },
    });
    await renderScreen(PATH, <MyProfileScreen />, PATH);
    expect(await screen.findByText('Your alert e-mail choice could not be loaded. Please try again.')).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('says when the choice cannot be saved', async () => {
    routeFetch({
      'GET /v1/me': { body: account() },
      'GET /v1/me/alert-emails': { body: { frequency: 'off' } },
      'PUT /v1/me/alert-emails': { status: 500, body: { message: 'boom', statusCode: 500 } },
    });
    await renderScreen(PATH, <MyProfileScreen />, PATH);
    expect(await screen.findByRole('radio', { name: 'No alert e-mails' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Each alert as it happens' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Alert E-mails' }));
    expect(await screen.findByText('Your alert e-mail choice could not be saved. Please try again.')).toHaveAttribute(
      'role',
      'alert',
    );
  });
});
