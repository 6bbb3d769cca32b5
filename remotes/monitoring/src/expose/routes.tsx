import { monitoringRoutes, routeObjectsOf, type RemoteRoutesModule, type ScreensOf } from '@beacon/platform';
import { lazyScreen } from '@beacon/ui';

// The routes are the remote's manifest in @beacon/platform (paths relative to /dashboard, titles, entitlements,
// navigation); this file gives each its screen, each screen its own chunk, named
// screen-<route key> so that the edge can preload a route's screen with its page (deploy/src/edge/html-shell.ts).
const DarkWebScreen = lazyScreen(
  () => import(/* webpackChunkName: "screen-darkWeb" */ '../features/dark-web/dark-web-screen'),
);
const DarkWebSetupScreen = lazyScreen(
  () => import(/* webpackChunkName: "screen-darkWebSetup" */ '../features/dark-web/dark-web-setup-screen'),
);
const DarkWebAddMemberScreen = lazyScreen(
  () => import(/* webpackChunkName: "screen-darkWebAddMember" */ '../features/dark-web/dark-web-add-member-screen'),
);
const DarkWebDashboardScreen = lazyScreen(
  () =>
    import(
      /* webpackChunkName: "screen-darkWebMonitoringDashboard" */ '../features/dark-web/dark-web-dashboard-screen'
    ),
);
const AlertScreen = lazyScreen(() => import(/* webpackChunkName: "screen-alert" */ '../features/alerts/alert-screen'));
const CreditFreezeScreen = lazyScreen(
  () => import(/* webpackChunkName: "screen-creditFreeze" */ '../features/credit-freeze/credit-freeze-screen'),
);
const ExposuresScreen = lazyScreen(
  () => import(/* webpackChunkName: "screen-exposures" */ '../features/exposures/exposures-screen'),
);
const SexOffenderWatchScreen = lazyScreen(
  () =>
    import(
      /* webpackChunkName: "screen-sexOffenderMonitoring" */ '../features/sex-offender-watch/sex-offender-watch-screen'
    ),
);
const ReportMonitoringScreen = lazyScreen(
  () =>
    import(/* webpackChunkName: "screen-dataMonitoring" */ '../features/report-monitoring/report-monitoring-screen'),
);
const FamilyTreeScreen = lazyScreen(
  () => import(/* webpackChunkName: "screen-familyTree" */ '../features/family-tree/family-tree-screen'),
);

const screens: ScreensOf<typeof monitoringRoutes> = {
  darkWeb: DarkWebScreen,
  darkWebSetup: DarkWebSetupScreen,
  darkWebAddMember: DarkWebAddMemberScreen,
  darkWebMonitoringDashboard: DarkWebDashboardScreen,
  alert: AlertScreen,
  creditFreeze: CreditFreezeScreen,
  exposures: ExposuresScreen,
  sexOffenderMonitoring: SexOffenderWatchScreen,
  dataMonitoring: ReportMonitoringScreen,
  familyTree: FamilyTreeScreen,
};

export const routes = routeObjectsOf(monitoringRoutes, screens);

// Their data loads with the screens themselves.
export const prefetch: RemoteRoutesModule['prefetch'] = {};
