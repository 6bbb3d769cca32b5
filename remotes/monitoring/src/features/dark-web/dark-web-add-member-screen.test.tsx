import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { configureApiClient } from '@beacon/api';
import { failure, never, routeFetch } from '@beacon/test-support/fetch-routes';
import { renderScreen } from '@beacon/test-support/render-screen';
import { identityMessages } from '@beacon/validation';

import { MEMBERS, membersPage, relative, self } from '../../test-support/identity-fixtures';
import DarkWebAddMemberScreen from './dark-web-add-member-screen';

const PATH = '/dashboard/dark-web/add-member';
const POST = 'POST /v1/me/identity-monitoring/members';

const show = () => renderScreen(PATH, <DarkWebAddMemberScreen />, PATH);

describe('DarkWebAddMemberScreen', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('keeps its heading and shows placeholders while loading', async () => {
    routeFetch({ [MEMBERS]: never });
    await show();
    expect(screen.getByRole('heading', { level: 1, name: 'Add a Member' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Loading your plan' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByText(/Remove someone to add another/)).not.toBeInTheDocument();
  });

  it('says when the plan cannot be loaded, and tries again', async () => {
    let reads = 0;
    routeFetch({ [MEMBERS]: () => (++reads === 1 ? failure(500) : { body: membersPage([self()]) }) });
    await show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your dark web monitoring could not be loaded. Please try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('form', { name: 'Who to monitor' })).toBeInTheDocument();
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

  it('replaces the form with the limit when the plan is full', async () => {
    routeFetch({
      [MEMBERS]: {
        body: membersPage([self(), relative(), relative({ id: 33 }), relative({ id: 34 }), relative({ id: 35 })], 5),
      },
    });
    await show();
    expect(
      await screen.findByText('Your plan monitors up to 5 people. Remove someone to add another.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dark Web Monitoring' })).toHaveAttribute(
      'href',
      '/dashboard/dark-web',
    );
  });

  it('says the same of dark web monitoring, which watches only the member', async () => {
    routeFetch({ [MEMBERS]: { body: membersPage([self()], 1) } });
    await show();
    expect(
      await screen.findByText('Your plan monitors up to 1 person. Remove someone to add another.'),
    ).toBeInTheDocument();
  });

  it('adds a member, in private mode if asked, and goes on to their setup', async () => {
    const calls = routeFetch({
      [MEMBERS]: { body: membersPage([self()]) },
      [POST]: { status: 201, body: relative({ id: 36, firstName: 'Kemi', privateMode: true }) },
    });
    await show();
    expect(await screen.findByText('Your plan monitors up to 5 people.')).toBeInTheDocument();
    expect(screen.getByText('1 of 5')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('First name'), ' Kemi ');
    await userEvent.type(screen.getByLabelText('Last name'), 'Okafor');
    const privateMode = screen.getByRole('checkbox', { name: 'Private mode' });
    expect(privateMode).not.toBeChecked();
    await userEvent.click(privateMode);
    await userEvent.click(screen.getByRole('button', { name: 'Add Member' }));
    expect(await screen.findByText('landed on /dashboard/dark-web/setup?member=36')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      firstName: 'Kemi',
      lastName: 'Okafor',
      privateMode: true,
    });
  });

  it("shows the schema's messages under the inputs and sends nothing", async () => {
    const calls = routeFetch({ [MEMBERS]: { body: membersPage([self()]) } });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Member' }));
    expect(screen.getByText(identityMessages.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(identityMessages.lastNameRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('First name'), 'K3mi');
    await userEvent.type(screen.getByLabelText('Last name'), 'Okafor');
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(identityMessages.firstNameRequired)).toHaveAttribute('role', 'alert');
    expect(screen.queryByText(identityMessages.lastNameRequired)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Member' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("keeps the form and shows the server's refusal", async () => {
    routeFetch({
      [MEMBERS]: { body: membersPage([self()]) },
      [POST]: failure(409, 'Your plan monitors up to 5 people.'),
    });
    await show();
    await userEvent.type(await screen.findByLabelText('First name'), 'Kemi');
    await userEvent.type(screen.getByLabelText('Last name'), 'Okafor');
    await userEvent.click(screen.getByRole('button', { name: 'Add Member' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your plan monitors up to 5 people.');
    expect(screen.getByLabelText('First name')).toHaveValue('Kemi');
    expect(screen.getByLabelText('Last name')).toHaveValue('Okafor');
  });

  it('sends a member whose plan does not cover more people to the purchase page', async () => {
    routeFetch({
      [MEMBERS]: { body: membersPage([self()]) },
      [POST]: {
        status: 402,
        body: { message: 'Payment required', statusCode: 402 },
        headers: { 'X-Required-Item': 'identity_monitoring' },
      },
    });
    await show();
    await userEvent.type(await screen.findByLabelText('First name'), 'Kemi');
    await userEvent.type(screen.getByLabelText('Last name'), 'Okafor');
    await userEvent.click(screen.getByRole('button', { name: 'Add Member' }));
    expect(
      await screen.findByText(
        'landed on /dashboard/purchase with {"returnTo":"/dashboard/dark-web/add-member","requiredItem":"identity_monitoring","reason":"product"}',
      ),
    ).toBeInTheDocument();
  });
});
