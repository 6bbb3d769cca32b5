import { accountRoutes, routeObjectsOf, type RemoteRoutesModule, type ScreensOf } from '@beacon/platform';
import { lazyScreen } from '@beacon/ui';

// The routes are the remote's manifest in @beacon/platform (paths relative to /dashboard, titles, entitlements,
// navigation); this file gives each its screen, each screen its own chunk.
const AccountScreen = lazyScreen(() => import('../features/personal-settings/account-screen'));
const MyProfileScreen = lazyScreen(() => import('../features/personal-settings/my-profile-screen'));
const YourReportScreen = lazyScreen(() => import('../features/personal-settings/your-report-screen'));
const SubscriptionsScreen = lazyScreen(() => import('../features/membership/subscriptions-screen'));
const MyOrdersScreen = lazyScreen(() => import('../features/orders/my-orders-screen'));
const MyBillingScreen = lazyScreen(() => import('../features/billing/my-billing-screen'));
const PurchaseScreen = lazyScreen(() => import('../features/purchase/purchase-screen'));
const SpecialOfferScreen = lazyScreen(() => import('../features/purchase/special-offer-screen'));
const PurchasePhoneScreen = lazyScreen(() => import('../features/purchase/purchase-phone-screen'));

const screens: ScreensOf<typeof accountRoutes> = {
  account: AccountScreen,
  myProfile: MyProfileScreen,
  yourReport: YourReportScreen,
  subscriptions: SubscriptionsScreen,
  myOrders: MyOrdersScreen,
  myBilling: MyBillingScreen,
  purchase: PurchaseScreen,
  purchasePersonSpecialOffer: SpecialOfferScreen,
  purchasePersonPhone: PurchasePhoneScreen,
};

export const routes = routeObjectsOf(accountRoutes, screens);

export default { routes } satisfies RemoteRoutesModule;
