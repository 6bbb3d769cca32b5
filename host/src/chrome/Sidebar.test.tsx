import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';

import { configureApiClient } from '@beacon/api';
import { recordingFetch } from '@beacon/test-support/fetch-routes';
import { renderWithProviders } from '@beacon/test-support/render-screen';

import { makeAccount } from '../test-support/account-fixtures';
import { Sidebar } from './Sidebar';

function PurchasePage() {
  const location = useLocation();
  return <p>purchase with {JSON.stringify(location.state)}</p>;
}

function show(account: Parameters<typeof Sidebar>[0]['account']) {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard" element={<Sidebar account={account} identityAlerts={[]} reportUpdates={[]} />} />
      <Route path="/dashboard/purchase" element={<PurchasePage />} />
    </Routes>,
  );
}

const promo = (title: string) =>
  screen.getByRole('heading', { level: 2, name: new RegExp(`^${title}`) }).closest('section') as HTMLElement;

describe('the sidebar promotions', () => {
  beforeEach(() => {
    configureApiClient({ baseUrl: '' });
    recordingFetch({ key: 'research', value: {} });
  });

  it('marks Sex Offender Watch "Included!" for a member with data monitoring, and opens it', () => {
    show(makeAccount({ balances: { person_report: null, data_monitoring: null } }));
    const watch = promo('Sex Offender Watch');
    expect(within(watch).getByRole('heading')).toHaveTextContent('Sex Offender Watch Included!');
    expect(within(watch).getByRole('link', { name: 'Open Sex Offender Watch' })).toHaveAttribute(
      'href',
      '/dashboard/sex-offender-monitoring',
    );
    expect(within(promo('Background Reports')).getByRole('link', { name: 'See your reports' })).toHaveAttribute(
      'href',
      '/dashboard/reports',
    );
  });

  it('offers Sex Offender Watch, without "Included!", to a member without data monitoring', async () => {
    show(makeAccount({ balances: { person_report: null } }));
    const watch = promo('Sex Offender Watch');
    expect(within(watch).getByRole('heading')).toHaveTextContent(/^Sex Offender Watch$/);
    expect(within(watch).queryByText('Included!')).not.toBeInTheDocument();
    expect(within(watch).queryByRole('link', { name: 'Open Sex Offender Watch' })).not.toBeInTheDocument();
    await userEvent.click(within(watch).getByRole('link', { name: 'Get Sex Offender Watch' }));
    expect(screen.getByText(/^purchase with/)).toHaveTextContent(
      'purchase with {"returnTo":"/dashboard/sex-offender-monitoring","requiredItem":"data_monitoring","reason":"product"}',
    );
  });

  it('offers Background Reports to a member whose membership lapsed', async () => {
    show(makeAccount({}));
    const background = promo('Background Reports');
    expect(within(background).queryByRole('link', { name: 'See your reports' })).not.toBeInTheDocument();
    await userEvent.click(within(background).getByRole('link', { name: 'Get Background Reports' }));
    expect(screen.getByText(/^purchase with/)).toHaveTextContent(
      'purchase with {"returnTo":"/dashboard/reports","requiredItem":"person_report","reason":"product"}',
    );
  });

  it('shows neither "Included!" nor an offer until the account is known', () => {
    show(undefined);
    const watch = promo('Sex Offender Watch');
    expect(within(watch).queryByText('Included!')).not.toBeInTheDocument();
    expect(within(watch).queryByRole('link')).not.toBeInTheDocument();
    expect(within(promo('Background Reports')).queryByRole('link')).not.toBeInTheDocument();
  });
});
