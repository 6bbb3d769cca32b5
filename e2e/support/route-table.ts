import { accountRoutes } from '../../shared/platform/src/routes/account-routes';
import { guardianRoutes } from '../../shared/platform/src/routes/guardian-routes';
import { monitoringRoutes } from '../../shared/platform/src/routes/monitoring-routes';
import { reportsRoutes } from '../../shared/platform/src/routes/reports-routes';
import type { RouteEntry, RouteManifest } from '../../shared/platform/src/routes/route-manifest';
import { searchRoutes } from '../../shared/platform/src/routes/search-routes';

// Every route of spec §2.1 and its "other links used": where it lives, and the heading its page shows. The remotes'
// routes come from their manifests (@beacon/platform src/routes): each case names a concrete URL of one of them, and
// takes its remote and heading from the manifest; the host's own pages are listed as they are.
export interface RouteCase {
  path: string;
  heading: string;
  remote: 'host' | RouteManifest['remote'];
}

/** A visit to a remote's route: `url` must be a URL of `route`, and the page shows its title unless told otherwise. */
function visit<R extends Record<string, RouteEntry>>(
  manifest: RouteManifest<R>,
  route: keyof R,
  url: string,
  heading?: string,
): RouteCase {
  const entry = manifest.routes[route]!;
  visited.add(entry);
  return { path: url, heading: heading ?? entry.title, remote: manifest.remote };
}

const visited = new Set<RouteEntry>();

const host = (path: string, heading: string): RouteCase => ({ path, heading, remote: 'host' });

export const dashboardRoutes: RouteCase[] = [
  host('/dashboard', 'Home'),
  visit(reportsRoutes, 'recordsList', '/dashboard/reports'),
  // A complete link creates the record and moves on (search-forms.spec); an incomplete one stays here.
  visit(reportsRoutes, 'createRecord', '/dashboard/create-record?type=person'),
  // a report id the member has no record for: the Not Found page at its URL (issue 56; mistyped-links-show-not-found)
  visit(reportsRoutes, 'recordReport', '/dashboard/reports/999999999', 'Page Not Found'),
  // the search reports resolve their record, then title the page with what was searched
  visit(reportsRoutes, 'emailReport', '/dashboard/report/email/jane%40example.com', 'jane@example.com'),
  visit(reportsRoutes, 'phoneReport', '/dashboard/report/phone/5551234567?search-phone=5551234567', '(555) 123-4567'),
  visit(
    reportsRoutes,
    'locationReport',
    '/dashboard/report/location/?search-street=1%20Main%20St&search-city=&search-state=CA&search-zip-code=',
  ),
  visit(reportsRoutes, 'memberPersonReport', '/dashboard/report/acc-1/person/rec-42/'),
  visit(monitoringRoutes, 'darkWeb', '/dashboard/dark-web'),
  visit(monitoringRoutes, 'darkWebSetup', '/dashboard/dark-web/setup'),
  visit(monitoringRoutes, 'darkWebAddMember', '/dashboard/dark-web/add-member'),
  visit(monitoringRoutes, 'darkWebMonitoringDashboard', '/dashboard/dark-web-monitoring/dashboard'),
  visit(monitoringRoutes, 'sexOffenderMonitoring', '/dashboard/sex-offender-monitoring'),
  visit(monitoringRoutes, 'dataMonitoring', '/dashboard/data-monitoring'),
  visit(monitoringRoutes, 'familyTree', '/dashboard/family-tree'),
  visit(monitoringRoutes, 'exposures', '/dashboard/exposures'),
  // an alert of nobody's: the page keeps its route's title and says it was not found
  visit(monitoringRoutes, 'alert', '/dashboard/alerts/hibp-NoSuchBreach-0'),
  visit(monitoringRoutes, 'creditFreeze', '/dashboard/credit-freeze'),
  visit(guardianRoutes, 'personalDataProtection', '/dashboard/personal-data-protection'),
  visit(guardianRoutes, 'guardianSetup', '/dashboard/guardian/online-protection/setup'),
  visit(guardianRoutes, 'guardianSetupResults', '/dashboard/guardian/online-protection/setup/results'),
  visit(guardianRoutes, 'guardianSetupIdm', '/dashboard/guardian/online-protection/setup/idm/'),
  visit(guardianRoutes, 'guardianSetupInitialResults', '/dashboard/guardian/online-protection/setup/initial-results'),
  // enrolment needs Guardian: the member without it is sent to buy it (the enrolment itself: guardian-protection.spec)
  visit(
    guardianRoutes,
    'intermediaryEnroll',
    '/dashboard/online-protection/intermediary-enroll/?redirecturl=%2Fdashboard',
    accountRoutes.routes.purchase.title,
  ),
  visit(guardianRoutes, 'guardianReport', '/dashboard/guardian/report/m-1/person/rec-42'),
  visit(guardianRoutes, 'protectionMember', '/dashboard/personal-data-protection/members/999999'),
  visit(accountRoutes, 'account', '/dashboard/account/'),
  visit(accountRoutes, 'myProfile', '/dashboard/account/my-profile'),
  visit(accountRoutes, 'yourReport', '/dashboard/account/your-report'),
  visit(accountRoutes, 'subscriptions', '/dashboard/account/subscriptions'),
  visit(accountRoutes, 'myOrders', '/dashboard/account/my-orders'),
  visit(accountRoutes, 'myBilling', '/dashboard/account/my-billing'),
  visit(accountRoutes, 'purchasePersonSpecialOffer', '/dashboard/account/purchase-person-special-offer/acc-1/rec-42/'),
  visit(accountRoutes, 'purchasePersonPhone', '/dashboard/account/purchase-person-phone/'),
  visit(accountRoutes, 'purchase', '/dashboard/purchase'),
  host('/dashboard/not-found', 'Page Not Found'),
  visit(searchRoutes, 'personSearch', '/dashboard/search/person/?first=Jane&last=Doe&city=&state=ALL'),
  visit(searchRoutes, 'personSearch', '/dashboard/search/person/?first=Jane&last=Doe&type=self'),
  host('/dashboard/support/faqs', 'FAQs'),
  host('/dashboard/support/contact', 'Contact Us'),
  host('/dashboard/support/help', 'Need Help?'),
];

export const publicRoutes: RouteCase[] = [
  host('/login', 'Sign In'),
  host('/terms-of-use', 'Terms of Use'),
  host('/privacy-policy', 'Privacy Policy'),
  host('/opt-out', 'Opt Out'),
  // a path that is no page: the Not Found page, in the public frame without a session (issue 56)
  host('/foo/bar', 'Page Not Found'),
  host('/removal-results', 'Removal results'),
];

/** Routes of the manifests no case visits (none: every route is checked). */
export const unvisitedRoutes = [searchRoutes, reportsRoutes, guardianRoutes, accountRoutes, monitoringRoutes].flatMap(
  (manifest) =>
    Object.entries(manifest.routes)
      .filter(([, entry]) => !visited.has(entry))
      .map(([key]) => `${manifest.remote}.${key}`),
);
