import type { RouteObject } from 'react-router-dom';

import type { RemoteRoutesModule } from '@beacon/platform';
import { lazyScreen } from '@beacon/ui';

// Paths are relative to /dashboard, where the host mounts every remote. Each screen is its own chunk.
const PersonalDataProtectionScreen = lazyScreen(
  () => import('../features/personal-data-protection/personal-data-protection-screen'),
);
const GuardianSetupScreen = lazyScreen(() => import('../features/online-protection-setup/guardian-setup-screen'));
const GuardianResultsScreen = lazyScreen(() => import('../features/online-protection-setup/guardian-results-screen'));
const GuardianIdentitySetupScreen = lazyScreen(
  () => import('../features/online-protection-setup/guardian-identity-setup-screen'),
);
const GuardianInitialResultsScreen = lazyScreen(
  () => import('../features/online-protection-setup/guardian-initial-results-screen'),
);
const GuardianReportScreen = lazyScreen(() => import('../features/guardian-report/guardian-report-screen'));
const IntermediaryEnrollScreen = lazyScreen(() => import('../features/intermediary-enroll/intermediary-enroll-screen'));

export const routes: RouteObject[] = [
  { path: 'personal-data-protection', element: <PersonalDataProtectionScreen /> },
  { path: 'guardian/online-protection/setup', element: <GuardianSetupScreen /> },
  { path: 'guardian/online-protection/setup/results', element: <GuardianResultsScreen /> },
  { path: 'guardian/online-protection/setup/idm', element: <GuardianIdentitySetupScreen /> },
  { path: 'guardian/online-protection/setup/initial-results', element: <GuardianInitialResultsScreen /> },
  { path: 'guardian/report/:memberId/person/:recordId', element: <GuardianReportScreen /> },
  { path: 'online-protection/intermediary-enroll', element: <IntermediaryEnrollScreen /> },
];

export default { routes } satisfies RemoteRoutesModule;
