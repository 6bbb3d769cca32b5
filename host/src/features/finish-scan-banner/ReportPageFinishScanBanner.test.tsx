import { screen } from '@testing-library/react';

import { recordingFetch } from '@beacon/test-support/fetch-routes';
import { protectionMember, setupRequired } from '@beacon/test-support/person-fixtures';
import { renderWithProviders } from '@beacon/test-support/render-screen';

import { makeAccount } from '../../test-support/account-fixtures';
import { isReportPage, ReportPageFinishScanBanner } from './ReportPageFinishScanBanner';

const selfMember = protectionMember({
  ...setupRequired,
  id: 1,
  firstName: 'Peter',
  lastName: 'Lindqvist',
  usageId: 'guardian-1',
});

describe('ReportPageFinishScanBanner', () => {
  it('knows the report pages', () => {
    expect(isReportPage('/dashboard/reports/12')).toBe(true);
    expect(isReportPage('/dashboard/report/phone/4155550132')).toBe(true);
    expect(isReportPage('/dashboard/reports')).toBe(false);
    expect(isReportPage('/dashboard')).toBe(false);
  });

  it("shows on a report page once the Guardian member's self member has a status", async () => {
    const calls = recordingFetch({ items: [selfMember], familyLimit: 0 });
    renderWithProviders(<ReportPageFinishScanBanner account={makeAccount({ balances: { guardian: null } })} />, {
      path: '/dashboard/reports/12',
    });
    expect(await screen.findByRole('region', { name: 'Setup Required' })).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/v1/me/personal-data-protection/members');
  });

  it('stays away from other pages, and does not ask for members without Guardian', async () => {
    const calls = recordingFetch({ items: [selfMember], familyLimit: 0 });
    const { unmount } = renderWithProviders(
      <ReportPageFinishScanBanner account={makeAccount({ balances: { guardian: null } })} />,
      { path: '/dashboard' },
    );
    unmount();
    renderWithProviders(<ReportPageFinishScanBanner account={makeAccount({})} />, { path: '/dashboard/reports/12' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Setup Required' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
