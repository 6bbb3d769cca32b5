import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { configureApiClient } from '@beacon/api';
import { routeFetch } from '@beacon/test-support/fetch-routes';
import { renderScreen } from '@beacon/test-support/render-screen';

import { account, catalog, catalogIncluding, order, premiumAddOn, visa } from '../../test-support/billing-fixtures';
import PurchaseScreen from './purchase-screen';

const show = (state?: unknown) =>
  renderScreen('/dashboard/purchase', <PurchaseScreen />, { pathname: '/dashboard/purchase', state });

const premiumRecord = {
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
};

describe('PurchaseScreen', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('offers the catalog with natural prices and renewal terms; what the membership includes is not for sale', async () => {
    routeFetch({
      'GET /v1/me/catalog': { body: catalogIncluding(catalog, 'person-report') },
      'GET /v1/me': { body: account({ person_report: null }) },
      'GET /v1/me/payment-options': { body: [visa] },
    });
    await show();
    expect(
      screen.getByText('Add reports and protection to your membership. Prices are in US dollars.'),
    ).toBeInTheDocument();
    const offers = await screen.findByRole('group', { name: 'Choose what to buy' });
    expect(within(offers).getByText('Premium Person Report')).toBeInTheDocument();
    expect(within(offers).getByText(/\$19\.99, one time/)).toBeInTheDocument();
    expect(within(offers).getByText(/\$9\.99 a month/)).toBeInTheDocument();
    // the included offer: its name and "Included in your membership", no price and nothing to choose
    const included = within(offers).getByText('Included in your membership').parentElement as HTMLElement;
    expect(included).toHaveTextContent(/^Person Report Included in your membership$/);
    expect(within(offers).queryByRole('radio', { name: /^Person Report/ })).not.toBeInTheDocument();
    expect(within(offers).getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();

    await userEvent.click(within(offers).getByRole('radio', { name: /Guardian Personal Data Protection/ }));
    expect(
      screen.getByText('You will be charged $9.99 today, and again every month until you cancel.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/renews automatically every month/)).toBeInTheDocument();
  });

  it('says why the member is here, preselects the cheapest way to unlock it and explains the alternatives', async () => {
    routeFetch({
      'GET /v1/me/catalog': { body: [...catalog, premiumAddOn] },
      'GET /v1/me': { body: account({ person_report: null }) },
      'GET /v1/me/payment-options': { body: [visa] },
    });
    await show({
      requiredItem: 'premium_person_report',
      reason: 'premium-sections',
      subject: 'Jane Doe',
      recordId: 12,
      returnTo: '/dashboard/reports/12',
    });
    expect(
      screen.getByText(
        "To see the criminal records, finances and assets in Jane Doe's report, choose one of the options below.",
      ),
    ).toBeInTheDocument();
    // the $9.99 monthly add-on, not the $19.99 report bought once
    expect(await screen.findByRole('radio', { name: /Premium Reports/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Premium Person Report/ })).not.toBeChecked();
    const options = screen.getByRole('list', { name: 'Your options' });
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Premium Reports, $9.99 a month: every premium report while it lasts, cancel any time.',
      'Premium Person Report, $19.99, one time: unlocks one premium report.',
    ]);
    expect(screen.getByRole('button', { name: 'Pay $9.99' })).toBeEnabled();
  });

  it('names the searched person and, once paid, goes back to the search with its query', async () => {
    const calls = routeFetch({
      'GET /v1/me/catalog': { body: catalog },
      'GET /v1/me': { body: account() },
      'GET /v1/me/payment-options': { body: [visa] },
      'POST /v1/me/orders': {
        status: 201,
        body: order({
          total: 9.99,
          product: { id: 8, code: 'person-report', name: 'Person Report', items: { person_report: 1 } },
        }),
      },
    });
    await show({
      requiredItem: 'person_report',
      reason: 'search',
      subject: 'John Smith',
      returnTo: '/dashboard/search/person/?first=John&last=Smith',
    });
    expect(
      screen.getByText(
        'To see the results of your search for John Smith, you need an active membership or a person report.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /^Person Report/ })).toBeChecked();
    expect(within(screen.getByRole('list', { name: 'Your options' })).getByRole('listitem')).toHaveTextContent(
      'Person Report, $9.99, one time: unlocks one report.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay $9.99' }));
    expect(await screen.findByText('landed on /dashboard/search/person/?first=John&last=Smith')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ productCode: 'person-report' });
  });

  it('comes from a report, pays, upgrades the record and returns to the report', async () => {
    const calls = routeFetch({
      'GET /v1/me/catalog': { body: catalog },
      'GET /v1/me': { body: account({ person_report: null }) },
      'GET /v1/me/payment-options': { body: [visa] },
      'POST /v1/me/orders': { status: 201, body: order() },
      'PATCH /v1/me/records/12': { body: premiumRecord },
    });
    await show({
      requiredItem: 'premium_person_report',
      reason: 'premium-sections',
      recordId: 12,
      returnTo: '/dashboard/reports/12',
    });
    expect(await screen.findByRole('radio', { name: /Premium Person Report/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $19.99' }));
    expect(await screen.findByText('landed on /dashboard/reports/12')).toBeInTheDocument();
    const placed = calls.find((call) => call.method === 'POST' && call.url === '/v1/me/orders');
    expect(placed?.body).toMatchObject({ productCode: 'premium-report', paymentOptionId: 11 });
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ isPremium: true });
  });

  it('stays and confirms when the place to go back to is not a page of this site', async () => {
    routeFetch({
      'GET /v1/me/catalog': { body: catalog },
      'GET /v1/me': { body: account() },
      'GET /v1/me/payment-options': { body: [visa] },
      'POST /v1/me/orders': { status: 201, body: order() },
    });
    await show({ requiredItem: 'premium_person_report', returnTo: 'https://evil.example/dashboard/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $19.99' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Premium Person Report is now yours.');
  });

  it('does not sell what the membership already includes: it says so and leads back', async () => {
    routeFetch({
      'GET /v1/me/catalog': { body: catalogIncluding([...catalog, premiumAddOn], 'premium-reports') },
      'GET /v1/me': { body: account({ person_report: null, premium_person_report: null }) },
      'GET /v1/me/payment-options': { body: [visa] },
    });
    await show({
      requiredItem: 'premium_person_report',
      reason: 'premium-sections',
      subject: 'Jane Doe',
      returnTo: '/dashboard/reports/12',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your membership already includes Premium Reports, so there is nothing to buy.',
    );
    expect(screen.getByRole('link', { name: 'Continue where you left off' })).toHaveAttribute(
      'href',
      '/dashboard/reports/12',
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
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
