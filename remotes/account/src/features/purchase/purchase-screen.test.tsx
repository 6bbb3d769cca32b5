import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { configureApiClient } from '@beacon/api';

import { account, catalog, order, visa } from '../../test-support/billing-fixtures';
import { routeFetch } from '../../test-support/fetch-routes';
import { renderScreen } from '../../test-support/render-screen';
import PurchaseScreen from './purchase-screen';

const show = (state?: unknown) =>
  renderScreen('/dashboard/purchase', <PurchaseScreen />, { pathname: '/dashboard/purchase', state });

describe('PurchaseScreen', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('offers the catalog with prices, renewal terms and what the member holds', async () => {
    routeFetch({
      'GET /v1/me/catalog': { body: catalog },
      'GET /v1/me': { body: account({ person_report: null }) },
      'GET /v1/me/payment-options': { body: [visa] },
    });
    await show();
    const offers = await screen.findByRole('group', { name: 'Choose what to buy' });
    expect(within(offers).getByText('Premium Person Report')).toBeInTheDocument();
    expect(within(offers).getByText(/\$9\.99 every 1 months/)).toBeInTheDocument();
    expect(within(offers).getByText('Included in your membership')).toBeInTheDocument();
    await userEvent.click(within(offers).getByRole('radio', { name: /Guardian Personal Data Protection/ }));
    expect(
      screen.getByText('You will be charged $9.99 today, and again each month until you cancel.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/renews automatically every month/)).toBeInTheDocument();
  });

  it('comes from a 402 with the item chosen, pays, upgrades the record and returns to the report', async () => {
    const calls = routeFetch({
      'GET /v1/me/catalog': { body: catalog },
      'GET /v1/me': { body: account({ person_report: null }) },
      'GET /v1/me/payment-options': { body: [visa] },
      'POST /v1/me/orders': { status: 201, body: order() },
      'PATCH /v1/me/records/12': {
        body: {
          id: [7, 'person', 12],
          recordId: 12,
          reportId: '12',
          type: 'person',
          pointer: 'p',
          data: {},
          isArchived: false,
          isPremium: true,
          usageIds: {},
          created: '2026-11-20T10:00:00.000Z',
          updated: '2026-11-20T10:00:00.000Z',
        },
      },
    });
    await show({ requiredItem: 'premium_person_report', recordId: 12 });
    expect(await screen.findByRole('radio', { name: /Premium Person Report/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $19.99' }));
    expect(await screen.findByText('landed on /dashboard/reports/12')).toBeInTheDocument();
    const placed = calls.find((call) => call.method === 'POST' && call.url === '/v1/me/orders');
    expect(placed?.body).toMatchObject({ productCode: 'premium-report', paymentOptionId: 11 });
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ isPremium: true });
  });

  it('shows a declined card and charges nothing more; the member can choose again', async () => {
    routeFetch({
      'GET /v1/me/catalog': { body: catalog },
      'GET /v1/me': { body: account() },
      'GET /v1/me/payment-options': { body: [visa] },
      'POST /v1/me/orders': { status: 422, body: { message: 'Your card was declined.', statusCode: 422 } },
    });
    await show({ requiredItem: 'person_report' });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $9.99' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('button', { name: 'Pay $9.99' })).toBeEnabled();
  });

  it('confirms a purchase made from the catalog with what it unlocked', async () => {
    routeFetch({
      'GET /v1/me/catalog': { body: catalog },
      'GET /v1/me': { body: account() },
      'GET /v1/me/payment-options': { body: [visa] },
      'POST /v1/me/orders': { status: 201, body: order() },
    });
    await show();
    await userEvent.click(await screen.findByRole('radio', { name: /Premium Person Report/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay $19.99' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Thank you! Premium Person Report is now yours.');
    expect(done).toHaveTextContent('You were charged $19.99 on your Visa ending in 4242.');
  });

  it('asks for a card when the member has none, then pays with it', async () => {
    routeFetch({
      'GET /v1/me/catalog': { body: catalog },
      'GET /v1/me': { body: account() },
      'GET /v1/me/payment-options': { body: [] },
    });
    await show({ requiredItem: 'person_report' });
    expect(await screen.findByRole('form', { name: 'New card' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $9.99' })).toBeDisabled();
  });

  it('says so when the catalog cannot be loaded', async () => {
    routeFetch({
      'GET /v1/me/catalog': { status: 500, body: { message: 'boom', statusCode: 500 } },
      'GET /v1/me': { body: account() },
      'GET /v1/me/payment-options': { body: [] },
    });
    await show();
    expect(await screen.findByText('The catalog could not be loaded. Please try again.')).toBeInTheDocument();
  });
});
