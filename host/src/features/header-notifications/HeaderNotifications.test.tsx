import { act, screen } from '@testing-library/react';

import { recordingFetch } from '@beacon/test-support/fetch-routes';
import { renderWithProviders } from '@beacon/test-support/render-screen';

import { makeAccount } from '../../test-support/account-fixtures';
import { HeaderNotifications } from './HeaderNotifications';

const NOW = new Date('2026-11-21T12:00:00Z').getTime();

describe('HeaderNotifications (spec §4)', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
    window.localStorage.setItem('accessToken', 'a');
    window.localStorage.setItem('refreshToken', 'r');
  });
  afterEach(() => {
    jest.useRealTimers();
    window.localStorage.clear();
  });

  async function advance(ms: number) {
    await act(async () => {
      jest.advanceTimersByTime(ms);
    });
  }

  it('shows the cross-sell offer after 5 s for an intent older than 30 s, once, and marks it notified', async () => {
    const calls = recordingFetch({});
    const intent = { first_name: 'Jane', record_id: 42, timestamp: NOW / 1000 - 60, notified: false };
    renderWithProviders(
      <HeaderNotifications
        account={makeAccount({ balances: { person_report: null }, data: { bg_crosssell_intent: intent } })}
      />,
    );
    await advance(4_999);
    expect(screen.queryByRole('status', { name: 'Notification' })).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('link', { name: 'See My Offer' })).toHaveAttribute(
      'href',
      '/dashboard/account/purchase-person-special-offer/7/42/',
    );
    expect(screen.getByText(/Jane/)).toBeInTheDocument();
    expect(calls).toContainEqual({
      url: '/v1/me',
      method: 'PATCH',
      body: { data: { bg_crosssell_intent: { notified: true } } },
    });
  });

  it('waits until a fresh cross-sell intent is 30 s old', async () => {
    recordingFetch({});
    const intent = { first_name: 'Jane', record_id: 42, timestamp: NOW / 1000 - 10, notified: false };
    renderWithProviders(
      <HeaderNotifications
        account={makeAccount({ balances: { person_report: null }, data: { bg_crosssell_intent: intent } })}
      />,
    );
    await advance(19_999);
    expect(screen.queryByRole('link', { name: 'See My Offer' })).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('link', { name: 'See My Offer' })).toBeInTheDocument();
  });

  it('does not offer a premium report to a member whose membership includes premium reports', async () => {
    recordingFetch({});
    const intent = { first_name: 'Jane', record_id: 42, timestamp: NOW / 1000 - 60, notified: false };
    renderWithProviders(
      <HeaderNotifications
        account={makeAccount({
          balances: { person_report: null, premium_person_report: null },
          data: { bg_crosssell_intent: intent, self_search_notified: true },
        })}
      />,
    );
    await advance(60_000);
    expect(screen.queryByRole('link', { name: 'See My Offer' })).not.toBeInTheDocument();
    expect(screen.queryByText(/special price/)).not.toBeInTheDocument();
  });

  it('retargets with "Start Dark Web Scan" for Guardian members and "Protect My Data" for others', async () => {
    const calls = recordingFetch({});
    const possible = { record_id: 5, report_id: 9, notified: false };
    const { unmount } = renderWithProviders(
      <HeaderNotifications
        account={makeAccount({ balances: { guardian: null }, data: { possible_customers_report: possible } })}
      />,
    );
    await advance(4_999);
    expect(screen.queryByRole('link', { name: 'Start Dark Web Scan' })).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('link', { name: 'Start Dark Web Scan' })).toBeInTheDocument();
    // marked shown once: the server keeps which report it was
    expect(calls).toContainEqual({
      url: '/v1/me',
      method: 'PATCH',
      body: { data: { possible_customers_report: { notified: true } } },
    });
    unmount();

    renderWithProviders(
      <HeaderNotifications account={makeAccount({ data: { possible_customers_report: possible } })} />,
    );
    await advance(5_000);
    expect(screen.getByRole('link', { name: 'Protect My Data' })).toHaveAttribute('href', '/dashboard/reports/5');
  });

  it('does not retarget on the possible report itself or when the prompt is hidden', async () => {
    recordingFetch({});
    const possible = { record_id: 5, report_id: 9, notified: false };
    const { unmount } = renderWithProviders(
      <HeaderNotifications account={makeAccount({ data: { possible_customers_report: possible } })} />,
      { path: '/dashboard/reports/5' },
    );
    await advance(60_000);
    expect(screen.queryByRole('status', { name: 'Notification' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <HeaderNotifications
        account={makeAccount({ hide_self_search_prompt_test: true, data: { possible_customers_report: possible } })}
      />,
    );
    await advance(60_000);
    expect(screen.queryByRole('status', { name: 'Notification' })).not.toBeInTheDocument();
  });

  it('offers "Look Myself Up" after 60 s to members without any own report, and marks it notified', async () => {
    const calls = recordingFetch({});
    renderWithProviders(<HeaderNotifications account={makeAccount({})} />);
    await advance(59_999);
    expect(screen.queryByRole('link', { name: 'Look Myself Up' })).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('link', { name: 'Look Myself Up' })).toBeInTheDocument();
    expect(calls).toContainEqual({ url: '/v1/me', method: 'PATCH', body: { data: { self_search_notified: true } } });
  });

  it('shows nothing once every notice was notified', async () => {
    recordingFetch({});
    renderWithProviders(<HeaderNotifications account={makeAccount({ data: { self_search_notified: true } })} />);
    await advance(120_000);
    expect(screen.queryByRole('status', { name: 'Notification' })).not.toBeInTheDocument();
  });
});
