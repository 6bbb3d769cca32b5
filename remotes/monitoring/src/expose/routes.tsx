import type { RouteObject } from 'react-router-dom';

import type { RemoteRoutesModule } from '@beacon/platform';
import { lazyScreen } from '@beacon/ui';

// Paths are relative to /dashboard, where the host mounts every remote. Each screen is its own chunk.
const DarkWebScreen = lazyScreen(() => import('../features/dark-web/dark-web-screen'));
const DarkWebSetupScreen = lazyScreen(() => import('../features/dark-web/dark-web-setup-screen'));
const DarkWebAddMemberScreen = lazyScreen(() => import('../features/dark-web/dark-web-add-member-screen'));
const DarkWebDashboardScreen = lazyScreen(() => import('../features/dark-web/dark-web-dashboard-screen'));
const SexOffenderWatchScreen = lazyScreen(() => import('../features/sex-offender-watch/sex-offender-watch-screen'));
const ReportMonitoringScreen = lazyScreen(() => import('../features/report-monitoring/report-monitoring-screen'));
const FamilyTreeScreen = lazyScreen(() => import('../features/family-tree/family-tree-screen'));

export const routes: RouteObject[] = [
  { path: 'dark-web', element: <DarkWebScreen /> },
  { path: 'dark-web/setup', element: <DarkWebSetupScreen /> },
  { path: 'dark-web/add-member', element: <DarkWebAddMemberScreen /> },
  { path: 'dark-web-monitoring/dashboard', element: <DarkWebDashboardScreen /> },
  { path: 'sex-offender-monitoring', element: <SexOffenderWatchScreen /> },
  { path: 'data-monitoring', element: <ReportMonitoringScreen /> },
  { path: 'family-tree', element: <FamilyTreeScreen /> },
];

export default { routes } satisfies RemoteRoutesModule;
