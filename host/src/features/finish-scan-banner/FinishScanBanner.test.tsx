import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '@beacon/test-support/render-screen';

import { makeAccount } from '../../test-support/account-fixtures';
import { FinishScanBanner, shouldShowFinishScanBanner } from './FinishScanBanner';

describe('FinishScanBanner', () => {
  it('shows only with Guardian, a self member with a status and no dark web data yet', () => {
    const guardian = makeAccount({ balances: { guardian: null } });
    expect(shouldShowFinishScanBanner(guardian, 'scanning')).toBe(true);
    expect(shouldShowFinishScanBanner(guardian, null)).toBe(false);
    expect(shouldShowFinishScanBanner(makeAccount({}), 'scanning')).toBe(false);
    expect(
      shouldShowFinishScanBanner(
        makeAccount({ balances: { guardian: null }, data: { dark_web_data_added: true } }),
        'scanning',
      ),
    ).toBe(false);
  });

  it('slides out over 0.5 s when dismissed', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(
      <FinishScanBanner account={makeAccount({ balances: { guardian: null } })} selfMemberStatus="pending" />,
    );
    const banner = screen.getByRole('region', { name: 'Setup Required' });
    expect(screen.getByRole('link', { name: 'Scan The Dark Web' })).toHaveAttribute(
      'href',
      '/dashboard/guardian/online-protection/setup/idm',
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(banner).toHaveAttribute('data-state', 'leaving');
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
    expect(screen.queryByRole('region', { name: 'Setup Required' })).not.toBeInTheDocument();
    jest.useRealTimers();
  });
});
