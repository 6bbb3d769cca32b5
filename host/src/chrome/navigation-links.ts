import { paths } from '@beacon/platform';

// Menus of spec §2.3.
export const accountMenuLinks = [
  { label: 'Personal Settings', to: paths.myProfile },
  { label: 'Payment Settings', to: paths.myBilling },
  { label: 'Membership Settings', to: paths.subscriptions },
  { label: 'Order History', to: paths.myOrders },
  { label: 'My Report', to: paths.yourReport },
] as const;

export const supportMenuLinks = [
  { label: 'FAQs', to: paths.faqs },
  { label: 'Contact Us', to: paths.contact },
  { label: 'Need Help?', to: paths.help },
] as const;
