import { guardianRoutes, routeObjectsOf, type RemoteRoutesModule, type ScreensOf } from '@beacon/platform';
import { lazyScreen } from '@beacon/ui';

// The routes are the remote's manifest in @beacon/platform (paths relative to /dashboard, titles, entitlements,
// navigation); this file gives each its screen, each screen its own chunk, named
// screen-<route key> so that the edge can preload a route's screen with its page (deploy/src/edge/html-shell.ts).
const PersonalDataProtectionScreen = lazyScreen(
  () =>
    import(
      /* webpackChunkName: "screen-personalDataProtection" */ '../features/personal-data-protection/personal-data-protection-screen'
    ),
);
const GuardianSetupScreen = lazyScreen(
  () =>
    import(/* webpackChunkName: "screen-guardianSetup" */ '../features/online-protection-setup/guardian-setup-screen'),
);
const GuardianResultsScreen = lazyScreen(
  () =>
    import(
      /* webpackChunkName: "screen-guardianSetupResults" */ '../features/online-protection-setup/guardian-results-screen'
    ),
);
const GuardianIdentitySetupScreen = lazyScreen(
  () =>
    import(
      /* webpackChunkName: "screen-guardianSetupIdm" */ '../features/online-protection-setup/guardian-identity-setup-screen'
    ),
);
const GuardianInitialResultsScreen = lazyScreen(
  () =>
    import(
      /* webpackChunkName: "screen-guardianSetupInitialResults" */ '../features/online-protection-setup/guardian-initial-results-screen'
    ),
);
const GuardianReportScreen = lazyScreen(
  () => import(/* webpackChunkName: "screen-guardianReport" */ '../features/guardian-report/guardian-report-screen'),
);
const ProtectionMemberScreen = lazyScreen(
  () =>
    import(/* webpackChunkName: "screen-protectionMember" */ '../features/protection-member/protection-member-screen'),
);
const IntermediaryEnrollScreen = lazyScreen(
  () =>
    import(
      /* webpackChunkName: "screen-intermediaryEnroll" */ '../features/intermediary-enroll/intermediary-enroll-screen'
    ),
);

const screens: ScreensOf<typeof guardianRoutes> = {
  personalDataProtection: PersonalDataProtectionScreen,
  guardianSetup: GuardianSetupScreen,
  guardianSetupResults: GuardianResultsScreen,
  guardianSetupIdm: GuardianIdentitySetupScreen,
  guardianSetupInitialResults: GuardianInitialResultsScreen,
  guardianReport: GuardianReportScreen,
  protectionMember: ProtectionMemberScreen,
  intermediaryEnroll: IntermediaryEnrollScreen,
};

export const routes = routeObjectsOf(guardianRoutes, screens);

// Their data loads with the screens themselves.
export const prefetch: RemoteRoutesModule['prefetch'] = {};
