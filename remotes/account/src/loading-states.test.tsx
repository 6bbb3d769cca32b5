import { screen } from '@testing-library/react';

import { configureApiClient } from '@beacon/api';
import { renderScreen } from '@beacon/test-support/render-screen';

import MyBillingScreen from './features/billing/my-billing-screen';
import SubscriptionsScreen from './features/membership/subscriptions-screen';
import MyOrdersScreen from './features/orders/my-orders-screen';
import PurchaseScreen from './features/purchase/purchase-screen';

// While the answers are on their way every account screen says it is loading (placeholders marked busy), rather
// than showing an empty state it does not know yet.

describe('account screens while loading', () => {
  beforeEach(() => {
    configureApiClient({ baseUrl: '' });
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
  });

  it.each([
    ['Payment Settings', <MyBillingScreen key="billing" />, 'Loading your cards', 'You have no saved cards yet.'],
    ['Order History', <MyOrdersScreen key="orders" />, 'Loading your orders', 'You have no orders yet.'],
    [
      'Membership Settings',
      <SubscriptionsScreen key="subscriptions" />,
      'Loading your subscriptions',
      'You have no subscriptions.',
    ],
    ['Purchase', <PurchaseScreen key="purchase" />, 'Loading the catalog', 'This item cannot be bought here.'],
  ])('%s shows its loading state and no empty state', async (_title, element, busyLabel, emptyText) => {
    await renderScreen('/screen', element, '/screen');
    const busy = screen.getByLabelText(busyLabel);
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(emptyText, { exact: false })).not.toBeInTheDocument();
  });
});
