import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { configureApiClient } from '@beacon/api';
import { failure, never, routeFetch } from '@beacon/test-support/fetch-routes';
import { renderScreen } from '@beacon/test-support/render-screen';

import { familyMember, member, membersPage, protection } from '../../test-support/guardian-fixtures';
import GuardianResultsScreen from './guardian-results-screen';

const MEMBERS = 'GET /v1/me/personal-data-protection/members';
const PROTECTION = 'GET /v1/me/personal-data-protection/members/21/protection';
const PATH = '/dashboard/guardian/online-protection/setup/results';

const show = () => renderScreen(PATH, <GuardianResultsScreen />, PATH);

describe('GuardianResultsScreen', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('keeps its heading and shows placeholders while loading', async () => {
    routeFetch({ [MEMBERS]: never });
    await show();
    expect(screen.getByRole('heading', { level: 1, name: 'Guardian Scan Results' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Loading Guardian results' })).toBeInTheDocument();
  });

  it("shows the member's exposures and links to their Guardian report", async () => {
    routeFetch({
      [MEMBERS]: { body: membersPage([member(), familyMember()]) },
      [PROTECTION]: { body: protection() },
    });
    await show();
    expect(await screen.findByRole('article', { name: 'PeopleFinder' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go To My Guardian Report' })).toHaveAttribute(
      'href',
      '/dashboard/guardian/report/3/person/9',
    );
  });

  it('requests removals from here', async () => {
    const calls = routeFetch({
      [MEMBERS]: { body: membersPage([member()]) },
      [PROTECTION]: { body: protection() },
      'POST /v1/me/personal-data-protection/members/21/removals': { body: { items: [] } },
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Request Removal from Beacon' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Removal requested from Beacon.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ listingIds: [102] });
  });

  it('sends a member without Guardian protection to the setup', async () => {
    routeFetch({ [MEMBERS]: { body: membersPage([]) } });
    await show();
    expect(await screen.findByText('Guardian is not protecting you yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set Up Guardian' })).toHaveAttribute(
      'href',
      '/dashboard/guardian/online-protection/setup',
    );
  });

  it('shows an error when the members cannot be loaded', async () => {
    routeFetch({ [MEMBERS]: failure(500) });
    await show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your Guardian results could not be loaded. Please try again.',
    );
  });
});
