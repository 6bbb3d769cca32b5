import type { RouteObject } from 'react-router-dom';

import type { RemoteRoutesModule } from '@beacon/platform';
import { lazyScreen } from '@beacon/ui';

// Paths are relative to /dashboard, where the host mounts every remote. Each screen is its own chunk.
const AccountScreen = lazyScreen(() => import('../features/personal-settings/account-screen'));
const MyProfileScreen = lazyScreen(() => import('../features/personal-settings/my-profile-screen'));
const YourReportScreen = lazyScreen(() => import('../features/personal-settings/your-report-screen'));
const SubscriptionsScreen = lazyScreen(() => import('../features/membership/subscriptions-screen'));
const MyOrdersScreen = lazyScreen(() => import('../features/orders/my-orders-screen'));
const MyBillingScreen = lazyScreen(() => import('../features/billing/my-billing-screen'));
const PurchaseScreen = lazyScreen(() => import('../features/purchase/purchase-screen'));
const SpecialOfferScreen = lazyScreen(() => import('../features/purchase/special-offer-screen'));
const PurchasePhoneScreen = lazyScreen(() => import('../features/purchase/purchase-phone-screen'));

export const routes: RouteObject[] = [
  { path: 'account', element: <AccountScreen /> },
  { path: 'account/my-profile', element: <MyProfileScreen /> },
  { path: 'account/your-report', element: <YourReportScreen /> },
  { path: 'account/subscriptions', element: <SubscriptionsScreen /> },
  { path: 'account/my-orders', element: <MyOrdersScreen /> },
  { path: 'account/my-billing', element: <MyBillingScreen /> },
  { path: 'purchase', element: <PurchaseScreen /> },
  { path: 'account/purchase-person-special-offer/:accountId/:recordId', element: <SpecialOfferScreen /> },
  { path: 'account/purchase-person-phone', element: <PurchasePhoneScreen /> },
];

export default { routes } satisfies RemoteRoutesModule;
