import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { configureApiClient } from '@beacon/api';
import { routeFetch } from '@beacon/test-support/fetch-routes';
import { renderScreen } from '@beacon/test-support/render-screen';

import { account, catalog, catalogIncluding, order, visa } from '../../test-support/billing-fixtures';
import PurchasePhoneScreen from './purchase-phone-screen';
import SpecialOfferScreen from './special-offer-screen';

describe('the special offer and the phone report purchase', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it("offers the record's premium report, then upgrades the record and opens it", async () => {
    const calls = routeFetch({
      'GET /v1/me/catalog': { body: catalog },
      'GET /v1/me': { body: account({ person_report: null }) },
      'GET /v1/me/payment-options': { body: [visa] },
      'POST /v1/me/orders': { status: 201, body: order() },
      'PATCH /v1/me/records/42': { status: 500, body: { message: 'boom', statusCode: 500 } },
    });
    await renderScreen(
      '/dashboard/account/purchase-person-special-offer/:accountId/:recordId',
      <SpecialOfferScreen />,
      '/dashboard/account/purchase-person-special-offer/7/42',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Special Offer' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Premium Person Report/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $19.99' }));
    // the upgrade failed after paying: the purchase is confirmed and the premium report stays in the balance
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Premium Person Report is now yours.');
    expect(calls.some((call) => call.method === 'PATCH' && call.url === '/v1/me/records/42')).toBe(true);
  });

  it('offers the premium report of a person looked at in results, then creates their record, upgrades and opens it', async () => {
    const pointer = 'AbCdEfGhIjKlMnOpQrSt';
    const calls = routeFetch({
      'GET /v1/me/catalog': { body: catalog },
      'GET /v1/me': { body: account({ person_report: null }) },
      'GET /v1/me/payment-options': { body: [visa] },
      'POST /v1/me/orders': { status: 201, body: order() },
      // the member has no record of that person yet: the 409 of one they have names it the same way
      'POST /v1/me/records': {
        status: 409,
        body: { message: 'Record already exists', statusCode: 409 },
        headers: { location: '/v1/me/records/77' },
      },
      'PATCH /v1/me/records/77': {
        body: {
          id: [7, 'person', 77],
          recordId: 77,
          reportId: '77',
          type: 'person',
          pointer,
          data: {},
          isArchived: false,
          isPremium: true,
          usageIds: {},
          created: '2026-11-21T15:42:51.677Z',
          updated: '2026-11-21T15:42:51.677Z',
        },
      },
    });
    await renderScreen(
      '/dashboard/account/purchase-person-special-offer/:accountId/:recordId',
      <SpecialOfferScreen />,
      `/dashboard/account/purchase-person-special-offer/7/${pointer}/`,
    );
    expect(await screen.findByRole('radio', { name: /Premium Person Report/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $19.99' }));
    expect(await screen.findByText(/landed on \/dashboard\/reports\/77/)).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/v1/me/records',
      body: { type: 'person', data: { pointer } },
    });
    expect(calls).toContainEqual({ method: 'PATCH', url: '/v1/me/records/77', body: { isPremium: true } });
  });

  it('offers one more person report for a phone search', async () => {
    routeFetch({
      'GET /v1/me/catalog': { body: catalog },
      'GET /v1/me': { body: account() },
      'GET /v1/me/payment-options': { body: [visa] },
    });
    await renderScreen(
      '/dashboard/account/purchase-person-phone',
      <PurchasePhoneScreen />,
      '/dashboard/account/purchase-person-phone',
    );
    expect(await screen.findByRole('radio', { name: /^Person Report/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay $9.99' })).toBeEnabled();
  });

  it('does not offer a premium report to a member whose membership includes premium reports', async () => {
    routeFetch({
      'GET /v1/me/catalog': { body: catalogIncluding(catalog, 'premium-report') },
      'GET /v1/me': { body: account({ person_report: null, premium_person_report: null }) },
      'GET /v1/me/payment-options': { body: [visa] },
    });
    await renderScreen(
      '/dashboard/account/purchase-person-special-offer/:accountId/:recordId',
      <SpecialOfferScreen />,
      '/dashboard/account/purchase-person-special-offer/7/42',
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your membership already includes Premium Reports, so there is nothing to buy.',
    );
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('shows a person report as included, without price or pay button, when the membership covers reports', async () => {
    routeFetch({
      'GET /v1/me/catalog': { body: catalogIncluding(catalog, 'person-report') },
      'GET /v1/me': { body: account({ person_report: null }) },
      'GET /v1/me/payment-options': { body: [visa] },
    });
    await renderScreen(
      '/dashboard/account/purchase-person-phone',
      <PurchasePhoneScreen />,
      '/dashboard/account/purchase-person-phone',
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your membership already includes Background Reports, so there is nothing to buy.',
    );
    expect(screen.queryByText(/\$9\.99/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });
});
