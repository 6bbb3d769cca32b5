import { defineRoutes } from './route-manifest';

// The account remote's routes (spec §2.1): personal and membership settings, orders, payment, purchase.
export const accountRoutes = defineRoutes('account', {
  account: { path: 'account/', title: 'Account' },
  myProfile: { path: 'account/my-profile', title: 'Personal Settings' },
  yourReport: { path: 'account/your-report', title: 'My Report' },
  subscriptions: { path: 'account/subscriptions', title: 'Membership Settings' },
  myOrders: { path: 'account/my-orders', title: 'Order History' },
  myBilling: { path: 'account/my-billing', title: 'Payment Settings' },
  purchase: { path: 'purchase', title: 'Purchase' },
  purchasePersonSpecialOffer: {
    path: 'account/purchase-person-special-offer/:accountId/:recordId/',
    title: 'Special Offer',
  },
  purchasePersonPhone: { path: 'account/purchase-person-phone/', title: 'Purchase Phone Report' },
});
