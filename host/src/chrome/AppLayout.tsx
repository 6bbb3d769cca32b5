import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Outlet, useLocation } from '@beacon/react-router';

import { reportClientError, useLiveUpdates } from '@beacon/api';
import { RouteErrorBoundary, RouteSpinner } from '@beacon/ui';

import { forgetFailedRemoteLoads } from '../federation/load-remote-module';
import { usePreloadRemotesOnIntent } from '../federation/use-preload-on-intent';
import { ReportPageFinishScanBanner } from '../features/finish-scan-banner/ReportPageFinishScanBanner';
import { usePageViews } from '../features/page-views/use-page-views';
import { recordBoundaryError } from '../features/release-health/release-health';
import { ReactivationBanner } from '../features/reactivation/ReactivationBanner';
import styles from './chrome.module.css';
import { Footer } from './Footer';
import { Header } from './Header';
import { isGuardianOnlineProtection, showsSidebar } from './layout-rules';
import { SearchYourselfHost } from './SearchYourselfHost';
import { Sidebar } from './Sidebar';
import { TopNavigation } from './TopNavigation';
import { useAfterFirstScreen } from './use-after-first-screen';
import { useHeaderData } from './use-header-data';

// Opened from the header's menu only: its code loads then, not with every page.
const BugReportDialogs = lazy(() =>
  import('../features/bug-report/BugReportDialogs').then((module) => ({ default: module.BugReportDialogs })),
);

// The timed header notices (spec §4) show seconds after a page opens, never on its first screen: their code loads once
// that screen has shown, with their data (issue 19's byte budget).
const HeaderNotifications = lazy(() =>
  import(/* webpackChunkName: "header-notifications" */ '../features/header-notifications/HeaderNotifications').then(
    (module) => ({ default: module.HeaderNotifications }),
  ),
);

// The chrome's parts are memo components and get stable props: this layout re-renders as its queries settle (the
// account, then the notifications after the first screen), and each time the whole chrome rendered again while the
// screen was loading (on the person report at 4x CPU, 200-250 ms in the chrome's code per load before, 160-205 after).
const NO_ITEMS: never[] = [];

/** The chrome around every signed-in page. Remotes render only inside the content area's error boundary. */
export function AppLayout() {
  const { pathname } = useLocation();
  const onlineProtection = isGuardianOnlineProtection(pathname);
  const afterFirstScreen = useAfterFirstScreen();
  const { account, identityNotifications, recordNotifications } = useHeaderData({ afterFirstScreen });
  const [reportingBug, setReportingBug] = useState(false);
  const openBugReport = useCallback(() => setReportingBug(true), []);
  const queryErrors = useQueryErrorResetBoundary();
  // Leaving a failed screen gives its remote and its screen queries a fresh try on the next visit.
  const resetFailedScreen = useCallback(() => {
    forgetFailedRemoteLoads();
    queryErrors.reset();
  }, [queryErrors]);
  // reported to POST /v1/errors, and counted against the release of the remote shown (issue 60)
  const onScreenError = useCallback((error: unknown) => {
    reportClientError(error);
    recordBoundaryError(error);
  }, []);
  usePageViews();
  // one live-update stream per signed-in tab: the header, the alerts widget and the screens refetch on its events
  useLiveUpdates({ enabled: afterFirstScreen });
  usePreloadRemotesOnIntent();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className={styles.app}>
      <a href="#main-content" className={styles.skipLink}>
        Skip to content
      </a>
      <ReactivationBanner />
      <Header showSearch={!onlineProtection} account={account.data} onReportBug={openBugReport} />
      {onlineProtection ? null : <TopNavigation account={account.data} />}
      <div className={styles.body}>
        <main id="main-content" className={styles.content} tabIndex={-1}>
          <ReportPageFinishScanBanner account={account.data} />
          <RouteErrorBoundary resetKey={pathname} onError={onScreenError} onReset={resetFailedScreen}>
            <Suspense fallback={<RouteSpinner />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
        {showsSidebar(pathname) ? (
          <Sidebar
            account={account.data}
            identityAlerts={identityNotifications.data ?? NO_ITEMS}
            reportUpdates={recordNotifications.data ?? NO_ITEMS}
          />
        ) : null}
      </div>
      <Footer full={!onlineProtection} />
      {account.data && afterFirstScreen ? (
        <Suspense fallback={null}>
          <HeaderNotifications account={account.data} />
        </Suspense>
      ) : null}
      {reportingBug ? (
        <Suspense fallback={null}>
          <BugReportDialogs onClose={() => setReportingBug(false)} />
        </Suspense>
      ) : null}
      <SearchYourselfHost />
    </div>
  );
}
