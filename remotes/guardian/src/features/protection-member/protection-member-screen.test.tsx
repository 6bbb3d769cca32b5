import { screen } from '@testing-library/react';

import { configureApiClient } from '@beacon/api';

import { failure, never, routeFetch } from '../../test-support/fetch-routes';
import { familyMember, protection } from '../../test-support/guardian-fixtures';
import { renderScreen } from '../../test-support/render-screen';
import ProtectionMemberScreen from './protection-member-screen';

const PROTECTION = 'GET /v1/me/personal-data-protection/members/22/protection';

const show = (id = '22') =>
  renderScreen('/dashboard/personal-data-protection/members/:protectionMemberId', <ProtectionMemberScreen />, {
    pathname: `/dashboard/personal-data-protection/members/${id}`,
  });

describe('ProtectionMemberScreen', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('keeps its heading and shows placeholders while loading', async () => {
    routeFetch({ [PROTECTION]: never });
    await show();
    expect(screen.getByRole('heading', { level: 1, name: 'Protection Report' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Loading Guardian results' })).toBeInTheDocument();
  });

  it("shows the family member's report", async () => {
    routeFetch({ [PROTECTION]: { body: protection({ member: familyMember() }) } });
    await show();
    expect(await screen.findByRole('heading', { level: 2, name: 'Tobi Okafor' })).toBeInTheDocument();
    expect(screen.getByText('Found on 4 sites')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Personal Data Protection' })).toHaveAttribute(
      'href',
      '/dashboard/personal-data-protection',
    );
  });

  it('says so when the family member does not exist', async () => {
    routeFetch({ [PROTECTION]: failure(404, 'Not found') });
    await show();
    expect(await screen.findByText('This family member was not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Personal Data Protection' })).toHaveAttribute(
      'href',
      '/dashboard/personal-data-protection',
    );
  });

  it('does not ask the server about an id that cannot exist', async () => {
    const calls = routeFetch({});
    await show('not-a-member');
    expect(screen.getByText('This family member was not found.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows other failures as an error', async () => {
    routeFetch({ [PROTECTION]: failure(500) });
    await show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Guardian's results could not be loaded. Please try again.",
    );
    expect(screen.queryByText('This family member was not found.')).not.toBeInTheDocument();
  });
});
