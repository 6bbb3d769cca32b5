// Every route of spec §2.1 and its "other links used": where it lives, and the heading its page shows.
export interface RouteCase {
  path: string;
  heading: string;
  remote: 'host' | 'search' | 'reports' | 'guardian' | 'account' | 'monitoring';
}

export const dashboardRoutes: RouteCase[] = [
  { path: '/dashboard', heading: 'Home', remote: 'host' },
  { path: '/dashboard/reports', heading: 'Reports', remote: 'reports' },
  // A complete link creates the record and moves on (search-forms.spec); an incomplete one stays here.
  { path: '/dashboard/create-record?type=person', heading: 'Create Record', remote: 'reports' },
  { path: '/dashboard/reports/rec-42', heading: 'Report', remote: 'reports' },
  // the search reports resolve their record, then title the page with what was searched
  { path: '/dashboard/report/email/jane%40example.com', heading: 'jane@example.com', remote: 'reports' },
  { path: '/dashboard/report/phone/5551234567?search-phone=5551234567', heading: '(555) 123-4567', remote: 'reports' },
  {
    path: '/dashboard/report/location/?search-street=1%20Main%20St&search-city=&search-state=CA&search-zip-code=',
    heading: 'Address Report',
    remote: 'reports',
  },
  { path: '/dashboard/report/acc-1/person/rec-42/', heading: 'Person Report', remote: 'reports' },
  { path: '/dashboard/dark-web', heading: 'Dark Web Monitoring', remote: 'monitoring' },
  { path: '/dashboard/dark-web/setup', heading: 'Dark Web Monitoring Setup', remote: 'monitoring' },
  { path: '/dashboard/dark-web/add-member', heading: 'Add a Member', remote: 'monitoring' },
  { path: '/dashboard/dark-web-monitoring/dashboard', heading: 'Dark Web Monitoring Dashboard', remote: 'monitoring' },
  { path: '/dashboard/sex-offender-monitoring', heading: 'Sex Offender Watch', remote: 'monitoring' },
  { path: '/dashboard/data-monitoring', heading: 'Report Monitoring', remote: 'monitoring' },
  { path: '/dashboard/family-tree', heading: 'Family Tree', remote: 'monitoring' },
  { path: '/dashboard/personal-data-protection', heading: 'Personal Data Protection', remote: 'guardian' },
  { path: '/dashboard/guardian/online-protection/setup', heading: 'Guardian Setup', remote: 'guardian' },
  { path: '/dashboard/guardian/online-protection/setup/results', heading: 'Guardian Scan Results', remote: 'guardian' },
  {
    path: '/dashboard/guardian/online-protection/setup/idm/',
    heading: 'Identity Monitoring Setup',
    remote: 'guardian',
  },
  {
    path: '/dashboard/guardian/online-protection/setup/initial-results',
    heading: 'Guardian Initial Results',
    remote: 'guardian',
  },
  {
    path: '/dashboard/online-protection/intermediary-enroll/?redirecturl=%2Fdashboard',
    heading: 'Activating Guardian',
    remote: 'guardian',
  },
  { path: '/dashboard/guardian/report/m-1/person/rec-42', heading: 'Guardian Report', remote: 'guardian' },
  { path: '/dashboard/account/', heading: 'Account', remote: 'account' },
  { path: '/dashboard/account/my-profile', heading: 'Personal Settings', remote: 'account' },
  { path: '/dashboard/account/your-report', heading: 'My Report', remote: 'account' },
  { path: '/dashboard/account/subscriptions', heading: 'Membership Settings', remote: 'account' },
  { path: '/dashboard/account/my-orders', heading: 'Order History', remote: 'account' },
  { path: '/dashboard/account/my-billing', heading: 'Payment Settings', remote: 'account' },
  {
    path: '/dashboard/account/purchase-person-special-offer/acc-1/rec-42/',
    heading: 'Special Offer',
    remote: 'account',
  },
  { path: '/dashboard/account/purchase-person-phone/', heading: 'Purchase Phone Report', remote: 'account' },
  { path: '/dashboard/purchase', heading: 'Purchase', remote: 'account' },
  { path: '/dashboard/not-found', heading: 'Page Not Found', remote: 'host' },
  {
    path: '/dashboard/search/person/?first=Jane&last=Doe&city=&state=ALL',
    heading: 'Person Search Results',
    remote: 'search',
  },
  {
    path: '/dashboard/search/person/?first=Jane&last=Doe&type=self',
    heading: 'Person Search Results',
    remote: 'search',
  },
  { path: '/dashboard/support/faqs', heading: 'FAQs', remote: 'host' },
  { path: '/dashboard/support/contact', heading: 'Contact Us', remote: 'host' },
  { path: '/dashboard/support/help', heading: 'Need Help?', remote: 'host' },
];

export const publicRoutes: RouteCase[] = [
  { path: '/login', heading: 'Sign In', remote: 'host' },
  { path: '/terms-of-use', heading: 'Terms of Use', remote: 'host' },
  { path: '/privacy-policy', heading: 'Privacy Policy', remote: 'host' },
  { path: '/opt-out', heading: 'Opt Out', remote: 'host' },
];
