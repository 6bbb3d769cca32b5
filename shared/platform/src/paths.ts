import { accountRoutes } from './routes/account-routes';
import { guardianRoutes } from './routes/guardian-routes';
import { monitoringRoutes } from './routes/monitoring-routes';
import { reportsRoutes } from './routes/reports-routes';
import { dashboardPath, fillPath } from './routes/route-manifest';
import { searchRoutes } from './routes/search-routes';

// Route paths of spec §2.1. Remotes link to each other's pages through these, never by importing each other. The
// remotes' pages come from their route manifests (src/routes); the host's own pages are written here.

const search = searchRoutes.routes;
const reports = reportsRoutes.routes;
const guardian = guardianRoutes.routes;
const account = accountRoutes.routes;
const monitoring = monitoringRoutes.routes;

export const paths = {
  login: '/login',
  logout: '/logout',
  root: '/',
  dashboard: '/dashboard',
  notFound: '/dashboard/not-found',
  faqs: '/dashboard/support/faqs',
  contact: '/dashboard/support/contact',
  help: '/dashboard/support/help',
  termsOfUse: '/terms-of-use',
  privacyPolicy: '/privacy-policy',
  optOut: '/opt-out',
  optOutConfirm: '/opt-out/confirm',

  personSearch: dashboardPath(search.personSearch),

  reports: dashboardPath(reports.recordsList),
  report: (recordId: string) => fillPath(reports.recordReport, { recordId }),
  createRecord: dashboardPath(reports.createRecord),
  emailReport: (email: string) => fillPath(reports.emailReport, { email }),
  phoneReport: (digits: string) => fillPath(reports.phoneReport, { phone: digits }),
  locationReport: dashboardPath(reports.locationReport),
  memberPersonReport: (accountId: string, recordId: string) =>
    fillPath(reports.memberPersonReport, { accountId, recordId }),

  darkWeb: dashboardPath(monitoring.darkWeb),
  darkWebSetup: dashboardPath(monitoring.darkWebSetup),
  darkWebAddMember: dashboardPath(monitoring.darkWebAddMember),
  darkWebMonitoringDashboard: dashboardPath(monitoring.darkWebMonitoringDashboard),
  sexOffenderMonitoring: dashboardPath(monitoring.sexOffenderMonitoring),
  dataMonitoring: dashboardPath(monitoring.dataMonitoring),
  familyTree: dashboardPath(monitoring.familyTree),
  exposures: dashboardPath(monitoring.exposures),
  /** an identity alert's own page (issue 58 point 3): what was found, where, when, the source, and its plan */
  alertPage: (alertId: string) => fillPath(monitoring.alert, { alertId }),
  /** the credit freeze helper (issue 58 point 5) */
  creditFreeze: dashboardPath(monitoring.creditFreeze),

  personalDataProtection: dashboardPath(guardian.personalDataProtection),
  guardianSetup: dashboardPath(guardian.guardianSetup),
  guardianSetupResults: dashboardPath(guardian.guardianSetupResults),
  guardianSetupIdm: dashboardPath(guardian.guardianSetupIdm),
  guardianSetupInitialResults: dashboardPath(guardian.guardianSetupInitialResults),
  guardianReport: (memberId: string, recordId: string) => fillPath(guardian.guardianReport, { memberId, recordId }),
  protectionMember: (protectionMemberId: string) => fillPath(guardian.protectionMember, { protectionMemberId }),
  intermediaryEnroll: (redirectUrl: string) =>
    `${dashboardPath(guardian.intermediaryEnroll)}?redirecturl=${encodeURIComponent(redirectUrl)}`,

  account: dashboardPath(account.account),
  myProfile: dashboardPath(account.myProfile),
  yourReport: dashboardPath(account.yourReport),
  subscriptions: dashboardPath(account.subscriptions),
  myOrders: dashboardPath(account.myOrders),
  myBilling: dashboardPath(account.myBilling),
  purchase: dashboardPath(account.purchase),
  purchasePersonSpecialOffer: (accountId: string, recordId: string) =>
    fillPath(account.purchasePersonSpecialOffer, { accountId, recordId }),
  purchasePersonPhone: dashboardPath(account.purchasePersonPhone),
  /** Beacon's published removal results, public (issue 59 point 6) */
  removalResults: '/removal-results',
} as const;
