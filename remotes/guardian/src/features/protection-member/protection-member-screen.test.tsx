import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { configureApiClient } from '@beacon/api';
import { failure, never, routeFetch } from '@beacon/test-support/fetch-routes';
import { renderScreen } from '@beacon/test-support/render-screen';

import { beaconListing, familyMember, listing, protection, removal } from '../../test-support/guardian-fixtures';
import ProtectionMemberScreen from './protection-member-screen';

const PROTECTION = 'GET /v1/me/personal-data-protection/members/22/protection';
const REMOVALS = 'POST /v1/me/personal-data-protection/members/22/removals';

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
  it("says that Beacon's listing of a family member is hidden once they confirm, not at once", async () => {
    routeFetch({ [PROTECTION]: { body: protection({ member: familyMember() }) } });
    await show();
    const beacon = await screen.findByRole('article', { name: 'Beacon' });
    expect(
      within(beacon).getByText(
        'Beacon e-mails Tobi a link to confirm. Their listing is hidden from Beacon search once they open it.',
      ),
    ).toBeInTheDocument();
    expect(within(beacon).queryByText(/hides you from Beacon search at once/)).not.toBeInTheDocument();
    expect(within(beacon).getByText('Web form, once Tobi confirms by e-mail')).toBeInTheDocument();
  });

  it('shows whom the confirmation link was sent to while the removal awaits it, with nothing to click', async () => {
    const awaiting = beaconListing({
      removal: removal({
        status: 'awaiting_confirmation',
        actionRequired: 'We e-mailed a confirmation link to tobi@example.com. It expires on Nov 10, 2026.',
        history: [{ status: 'awaiting_confirmation', at: '2026-11-03T09:00:00.000Z', cause: null }],
      }),
    });
    routeFetch({ [PROTECTION]: { body: protection({ member: familyMember(), listings: [awaiting] }) } });
    await show();
    const beacon = await screen.findByRole('article', { name: 'Beacon' });
    expect(within(beacon).getByText('Awaiting confirmation')).toBeInTheDocument();
    expect(
      within(beacon).getByText('We e-mailed a confirmation link to tobi@example.com. It expires on Nov 10, 2026.'),
    ).toBeInTheDocument();
    expect(within(beacon).queryByRole('button', { name: /I've Done This/ })).not.toBeInTheDocument();
    expect(within(beacon).queryByRole('button', { name: /Request Removal/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request All Removals' })).not.toBeInTheDocument();
    expect(screen.getByText('1 in progress')).toBeInTheDocument();
  });

  it('says the listing stays until the link is opened when the server does not say whom it was sent to', async () => {
    const awaiting = beaconListing({ removal: removal({ status: 'awaiting_confirmation', actionRequired: null }) });
    routeFetch({ [PROTECTION]: { body: protection({ member: familyMember(), listings: [awaiting] }) } });
    await show();
    const beacon = await screen.findByRole('article', { name: 'Beacon' });
    expect(
      within(beacon).getByText(
        'We e-mailed a link to confirm this removal. The listing stays on Beacon until it is opened.',
      ),
    ).toBeInTheDocument();
  });

  it('offers the removal again once the confirmation link expired', async () => {
    const expired = beaconListing({
      removal: removal({
        status: 'expired',
        history: [
          { status: 'awaiting_confirmation', at: '2026-11-03T09:00:00.000Z', cause: null },
          { status: 'expired', at: '2026-11-10T09:00:00.000Z', cause: null },
        ],
      }),
    });
    const calls = routeFetch({
      [PROTECTION]: { body: protection({ member: familyMember(), listings: [expired] }) },
      [REMOVALS]: { body: { items: [] } },
    });
    await show();
    const beacon = await screen.findByRole('article', { name: 'Beacon' });
    expect(within(beacon).getByText('Link expired')).toBeInTheDocument();
    expect(
      within(beacon).getByText(
        'The confirmation link expired before it was opened, so the listing is still on Beacon. Request the removal again to send a new link.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('0 in progress')).toBeInTheDocument();
    expect(screen.getByText('0 removed')).toBeInTheDocument();
    await userEvent.click(within(beacon).getByRole('button', { name: 'Request Removal from Beacon' }));
    expect(await within(beacon).findByRole('status')).toHaveTextContent('Removal requested from Beacon.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ listingIds: [102] });
  });

  it.each([
    [409, 'Add an e-mail address for Tobi so that Beacon can send the confirmation link.'],
    [409, 'Confirm that Tobi may act… edit their details.'],
    [429, 'You have asked for many removals this hour. Please try again later.'],
  ])("shows the server's reason when a removal request is refused: %i %s", async (status, message) => {
    routeFetch({
      [PROTECTION]: { body: protection({ member: familyMember() }) },
      [REMOVALS]: failure(status, message),
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Request Removal from PeopleFinder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('asks to confirm for a family member added before the statement existed', async () => {
    routeFetch({
      [PROTECTION]: { body: protection({ member: familyMember({ authorizedAt: null }), listings: [listing()] }) },
    });
    await show();
    expect(
      await screen.findByText(
        "Guardian asks other sites to remove Tobi's listings once you confirm that you may act for them: choose Edit beside Tobi on Personal Data Protection.",
      ),
    ).toBeInTheDocument();
  });

  it('asks nothing more for a family member the member may act for', async () => {
    routeFetch({ [PROTECTION]: { body: protection({ member: familyMember(), listings: [listing()] }) } });
    await show();
    await screen.findByRole('heading', { level: 2, name: 'Tobi Okafor' });
    expect(screen.queryByText(/once you confirm that you may act for them/)).not.toBeInTheDocument();
  });
});
