import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { reportClientError } from '@beacon/api';
import { RouteErrorBoundary, RouteSpinner } from '@beacon/ui';

import { forgetFailedRemoteLoads } from '../federation/load-remote-module';
import styles from './chrome.module.css';
import { Footer } from './Footer';
import { Header } from './Header';
import { isGuardianOnlineProtection, showsSidebar } from './layout-rules';
import { Sidebar } from './Sidebar';
import { TopNavigation } from './TopNavigation';

/** The chrome around every signed-in page. Remotes render only inside the content area's error boundary. */
export function AppLayout() {
  const { pathname } = useLocation();
  const onlineProtection = isGuardianOnlineProtection(pathname);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className={styles.app}>
      <a href="#main-content" className={styles.skipLink}>
        Skip to content
      </a>
      <Header showSearch={!onlineProtection} />
      {onlineProtection ? null : <TopNavigation />}
      <div className={styles.body}>
        <main id="main-content" className={styles.content} tabIndex={-1}>
          <RouteErrorBoundary resetKey={pathname} onError={reportClientError} onReset={forgetFailedRemoteLoads}>
            <Suspense fallback={<RouteSpinner />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
        {showsSidebar(pathname) ? <Sidebar /> : null}
      </div>
      <Footer full={!onlineProtection} />
    </div>
  );
}
