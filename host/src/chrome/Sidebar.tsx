import { memo } from 'react';

import {
  type Account,
  type IdentityNotification,
  type RecordNotification,
  useEntitlements,
  useMeta,
} from '@beacon/api';

import { AlertsWidget } from '../features/alerts-widget/AlertsWidget';
import styles from './chrome.module.css';
import { MobileAppPromo } from './MobileAppPromo';
import { BackgroundReportsPromo, SexOffenderWatchPromo } from './ProductPromos';

export interface SidebarProps {
  account: Account | undefined;
  identityAlerts: IdentityNotification[];
  reportUpdates: RecordNotification[];
}

/** The 340-wide sidebar of spec §2.3. */
export const Sidebar = memo(function Sidebar({ account, identityAlerts, reportUpdates }: SidebarProps) {
  const entitlements = useEntitlements();
  const screener = useMeta('research.screener_url');
  const screenerUrl =
    entitlements.researchScreener && account && typeof screener.data === 'string' ? screener.data : null;

  return (
    <aside className={styles.sidebar} aria-label="Promotions and alerts">
      <MobileAppPromo userAgent={navigator.userAgent} />
      <BackgroundReportsPromo account={account} />
      <SexOffenderWatchPromo account={account} />
      <AlertsWidget className={styles.card} identityAlerts={identityAlerts} reportUpdates={reportUpdates} />
      {screenerUrl && account ? (
        <section className={styles.card} aria-labelledby="screener-title">
          <h2 id="screener-title">Help us improve Beacon</h2>
          <a
            href={`${screenerUrl}${screenerUrl.includes('?') ? '&' : '?'}account=${encodeURIComponent(String(account.id))}`}
            target="_blank"
            rel="noreferrer noopener"
          >
            Take a short survey
          </a>
        </section>
      ) : null}
    </aside>
  );
});
