import { paths } from '@beacon/platform';

// Menus of spec §2.3. Entitlement-dependent items arrive with the account (host shell issue).
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

export const productLinks = [
  { label: 'Reports', to: paths.reports },
  { label: 'Guardian', to: paths.personalDataProtection },
  { label: 'Dark Web Monitoring', to: paths.darkWeb },
  { label: 'Sex Offender Watch', to: paths.sexOffenderMonitoring },
  { label: 'Report Monitoring', to: paths.dataMonitoring },
  { label: 'Family Tree', to: paths.familyTree },
] as const;
