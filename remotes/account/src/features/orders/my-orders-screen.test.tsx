import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { configureApiClient } from '@beacon/api';
import { routeFetch } from '@beacon/test-support/fetch-routes';
import { renderScreen } from '@beacon/test-support/render-screen';

import { order } from '../../test-support/billing-fixtures';
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

  it('says "Refunded" for a refunded order, and offers no refund on it', async () => {
    routeFetch({ 'GET /v1/me/orders': { body: [order({ status: 'refunded' })] } });
    await show();
    const row = (await screen.findAllByRole('row'))[1] as HTMLElement;
    expect(within(row).getByText('Refunded')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Request a refund' })).not.toBeInTheDocument();
  });

  it('refunds an unused purchase after the member confirms, and shows it refunded', async () => {
    let current = [order({ refundable: true }), order({ id: 30, refundable: false })];
    const calls = routeFetch({
      'GET /v1/me/orders': () => ({ body: current }),
      'GET /v1/me': { body: {} },
      'POST /v1/me/orders/31/refund': () => {
        current = [order({ status: 'refunded', refundable: false }), order({ id: 30, refundable: false })];
        return { body: current[0] };
      },
    });
    await show();
    expect(await screen.findAllByRole('button', { name: 'Request a refund' })).toHaveLength(1);
    expect(
      screen.getByText(
        'A one-time purchase you have not used yet can be refunded from Order History within 14 days of the order.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Request a refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund this purchase?' });
    expect(dialog).toHaveTextContent(
      '$19.99 for Premium Person Report goes back to your Visa ending in 4242, and Premium Person Report is removed from your account.',
    );
    // nothing is refunded until the member confirms
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $19.99' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Premium Person Report was refunded: $19.99 goes back to your Visa ending in 4242.',
    );
    expect(await screen.findByText('Refunded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request a refund' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/v1/me/orders/31/refund', body: undefined },
    ]);
  });

  it('keeps the purchase when the member changes their mind', async () => {
    const calls = routeFetch({ 'GET /v1/me/orders': { body: [order({ refundable: true })] } });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Request a refund' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep my purchase' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows the server's reason when the purchase cannot be refunded", async () => {
    const message = 'This report has been used, so it cannot be refunded.';
    routeFetch({
      'GET /v1/me/orders': { body: [order({ refundable: true })] },
      'POST /v1/me/orders/31/refund': { status: 409, body: { message, statusCode: 409 } },
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Request a refund' }));
    await userEvent.click(screen.getByRole('button', { name: 'Refund $19.99' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
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
