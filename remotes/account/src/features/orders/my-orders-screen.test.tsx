import { screen } from '@testing-library/react';

import { configureApiClient } from '@beacon/api';

import { order } from '../../test-support/billing-fixtures';
import { routeFetch } from '../../test-support/fetch-routes';
import { renderScreen } from '../../test-support/render-screen';
import MyOrdersScreen from './my-orders-screen';

const show = () => renderScreen('/dashboard/account/my-orders', <MyOrdersScreen />, '/dashboard/account/my-orders');

describe('MyOrdersScreen', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('lists each order: date, item, amount in dollars, status and the card charged', async () => {
    routeFetch({
      'GET /v1/me/orders': {
        body: [order(), order({ id: 30, total: 29.99, payment: null, created: '2026-10-20T10:00:00.000Z' })],
      },
    });
    await show();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(screen.getAllByText('Premium Person Report')).toHaveLength(2);
    expect(screen.getByText('$19.99')).toBeInTheDocument();
    expect(screen.getByText('$29.99')).toBeInTheDocument();
    expect(screen.getAllByText('Paid')).toHaveLength(2);
    expect(screen.getByText('Visa ending in 4242')).toBeInTheDocument();
    expect(screen.getByText('Card on file')).toBeInTheDocument();
  });

  it('has an empty state, a loading state and an error', async () => {
    routeFetch({ 'GET /v1/me/orders': { body: [] } });
    await show();
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See what you can add to your membership' })).toHaveAttribute(
      'href',
      '/dashboard/purchase',
    );
  });

  it('says when the orders cannot be loaded', async () => {
    routeFetch({ 'GET /v1/me/orders': { status: 500, body: { message: 'boom', statusCode: 500 } } });
    await show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your orders could not be loaded. Please try again.');
  });
});
