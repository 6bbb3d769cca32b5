import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { configureApiClient } from '@beacon/api';
import { failure, never, routeFetch, type Answer } from '@beacon/test-support/fetch-routes';
import { renderScreen } from '@beacon/test-support/render-screen';

import { member } from '../../test-support/guardian-fixtures';
import IntermediaryEnrollScreen from './intermediary-enroll-screen';

const ENROLL = 'POST /v1/me/personal-data-protection/enroll';
const PATH = '/dashboard/online-protection/intermediary-enroll/';

const enrolled = (redirectTo: string): Answer => ({
  body: { member: member({ status: 'enrolled', scanStatus: 'queued' }), redirectTo },
});

const show = (search: string, strict = false) =>
  renderScreen(PATH, <IntermediaryEnrollScreen />, { pathname: PATH, search }, { strict });

describe('IntermediaryEnrollScreen', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('asks the member to wait while Guardian is added', async () => {
    routeFetch({ [ENROLL]: never });
    await show('');
    expect(screen.getByRole('heading', { level: 1, name: 'Activating Guardian' })).toBeInTheDocument();
    expect(
      screen.getByText('Please wait. Access to Guardian Personal Data Protection will be added to your account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Adding Guardian to your account' })).toBeInTheDocument();
  });

  it('enrolls once, even under StrictMode, and goes on to where the server says', async () => {
    const calls = routeFetch({ [ENROLL]: enrolled('/dashboard/guardian/report/3/person/9') });
    await show(`?redirecturl=${encodeURIComponent('/dashboard/guardian/report/3/person/9')}`, true);
    expect(await screen.findByText('landed on /dashboard/guardian/report/3/person/9')).toBeInTheDocument();
    const enrollCalls = calls.filter((call) => call.url.endsWith('/enroll'));
    expect(enrollCalls).toHaveLength(1);
    expect(enrollCalls[0]?.body).toEqual({ redirectUrl: '/dashboard/guardian/report/3/person/9' });
  });

  it.each(['//evil.example', 'https://evil.example/dashboard/', '/dashboard//evil.example', '/\\evil.example'])(
    'does not pass on the unsafe redirect %s',
    async (redirect) => {
      const calls = routeFetch({ [ENROLL]: enrolled('/dashboard/guardian/report/3/person/9') });
      await show(`?redirecturl=${encodeURIComponent(redirect)}`);
      expect(await screen.findByText('landed on /dashboard/guardian/report/3/person/9')).toBeInTheDocument();
      expect(calls.find((call) => call.url.endsWith('/enroll'))?.body).toEqual({});
    },
  );

  it('enrolls without a redirect when none is given', async () => {
    const calls = routeFetch({ [ENROLL]: enrolled('/dashboard/guardian/online-protection/setup/idm') });
    await show('');
    expect(await screen.findByText('landed on /dashboard/guardian/online-protection/setup/idm')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({});
  });

  it('sends a member without Guardian to the purchase page', async () => {
    routeFetch({
      [ENROLL]: {
        status: 402,
        body: { message: 'Guardian required', statusCode: 402 },
        headers: { 'X-Required-Item': 'guardian' },
      },
    });
    await show('');
    expect(
      await screen.findByText(
        'landed on /dashboard/purchase with {"returnTo":"/dashboard/online-protection/intermediary-enroll/","requiredItem":"guardian","reason":"product"}',
      ),
    ).toBeInTheDocument();
  });

  it('says when Guardian could not be added, and tries again', async () => {
    let attempts = 0;
    const calls = routeFetch({
      [ENROLL]: () => (++attempts === 1 ? failure(500) : enrolled('/dashboard/guardian/report/3/person/9')),
    });
    await show('');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Guardian could not be added to your account. Please try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('landed on /dashboard/guardian/report/3/person/9')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});
