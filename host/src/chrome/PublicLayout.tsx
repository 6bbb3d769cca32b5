import { Suspense, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from '@beacon/react-router';

import { reportClientError } from '@beacon/api';
import { paths } from '@beacon/platform';
import { RouteErrorBoundary, RouteSpinner } from '@beacon/ui';

import styles from './chrome.module.css';
import { Footer } from './Footer';

/**
 * Frame of the public pages (sign in, legal pages, Not Found without a session): logo, content (the matched child
 * route, or `children`), compact footer.
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className={styles.app}>
      <header className={styles.header}>
        <div className={styles.headerRow}>
          <Link to={paths.dashboard} className={styles.logo}>
            Beacon
          </Link>
        </div>
      </header>
      <div className={styles.body}>
        <main id="main-content" className={styles.content}>
          <RouteErrorBoundary resetKey={pathname} onError={reportClientError}>
            <Suspense fallback={<RouteSpinner />}>{children ?? <Outlet />}</Suspense>
          </RouteErrorBoundary>
        </main>
      </div>
      <Footer full={false} />
    </div>
  );
}
