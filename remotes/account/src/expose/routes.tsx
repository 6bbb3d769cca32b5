import { accountRoutes, routeObjectsOf, type RemoteRoutesModule, type ScreensOf } from '@beacon/platform';
import { lazyScreen } from '@beacon/ui';

// The routes are the remote's manifest in @beacon/platform (paths relative to /dashboard, titles, entitlements,
// navigation); this file gives each its screen, each screen its own chunk, named
// screen-<route key> so that the edge can preload a route's screen with its page (deploy/src/edge/html-shell.ts).
const AccountScreen = lazyScreen(
  () => import(/* webpackChunkName: "screen-account" */ '../features/personal-settings/account-screen'),
);
const MyProfileScreen = lazyScreen(
  () => import(/* webpackChunkName: "screen-myProfile" */ '../features/personal-settings/my-profile-screen'),
);
const YourReportScreen = lazyScreen(
  () => import(/* webpackChunkName: "screen-yourReport" */ '../features/personal-settings/your-report-screen'),
);
const SubscriptionsScreen = lazyScreen(
  () => import(/* webpackChunkName: "screen-subscriptions" */ '../features/membership/subscriptions-screen'),
);
const MyOrdersScreen = lazyScreen(
  () => import(/* webpackChunkName: "screen-myOrders" */ '../features/orders/my-orders-screen'),
);
const MyBillingScreen = lazyScreen(
  () => import(/* webpackChunkName: "screen-myBilling" */ '../features/billing/my-billing-screen'),
);
const PurchaseScreen = lazyScreen(
  () => import(/* webpackChunkName: "screen-purchase" */ '../features/purchase/purchase-screen'),
);
const SpecialOfferScreen = lazyScreen(
  () => import(/* webpackChunkName: "screen-purchasePersonSpecialOffer" */ '../features/purchase/special-offer-screen'),
);
const PurchasePhoneScreen = lazyScreen(
  () => import(/* webpackChunkName: "screen-purchasePersonPhone" */ '../features/purchase/purchase-phone-screen'),
);

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

// Their data loads with the screens themselves.
export const prefetch: RemoteRoutesModule['prefetch'] = {};
