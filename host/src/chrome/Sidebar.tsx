import { memo } from 'react';
import { Link } from '@beacon/react-router';

import {
  type Account,
  type IdentityNotification,
  type RecordNotification,
  useEntitlements,
  useMeta,
} from '@beacon/api';
import { paths } from '@beacon/platform';

import { AlertsWidget } from '../features/alerts-widget/AlertsWidget';
import styles from './chrome.module.css';
import { detectMobilePlatform } from './mobile-platform';
import { StoreButtons } from './StoreButtons';

export interface SidebarProps {
  account: Account | undefined;
  identityAlerts: IdentityNotification[];
  reportUpdates: RecordNotification[];
}

const PROMO_TEXT = {
  ios: 'Get the Beacon app for iPhone and search on the go.',
  android: 'Get the Beacon app for Android and search on the go.',
  other: 'Get the Beacon app and search on the go.',
} as const;

/** The 340-wide sidebar of spec §2.3. */
export const Sidebar = memo(function Sidebar({ account, identityAlerts, reportUpdates }: SidebarProps) {
  const platform = detectMobilePlatform(navigator.userAgent);
  const entitlements = useEntitlements();
  const screener = useMeta('research.screener_url');
  const screenerUrl =
    entitlements.researchScreener && account && typeof screener.data === 'string' ? screener.data : null;

  return (
    <aside className={styles.sidebar} aria-label="Promotions and alerts">
      <section className={styles.card} aria-labelledby="app-promo-title">
        <h2 id="app-promo-title">Beacon Mobile App</h2>
        <p>{PROMO_TEXT[platform]}</p>
        <StoreButtons hide={platform === 'other' ? undefined : platform} />
      </section>
      <section className={styles.card} aria-labelledby="background-promo-title">
        <h2 id="background-promo-title">Background Reports</h2>
        <p>Search anyone in the U.S. and open a full background report.</p>
        <Link to={paths.reports}>See your reports</Link>
      </section>
      <section className={styles.card} aria-labelledby="sow-promo-title">
        <h2 id="sow-promo-title">
          Sex Offender Watch<span className={styles.pill}>Included!</span>
        </h2>
        <p>Know when a registered sex offender lives near the places you care about.</p>
        <Link to={paths.sexOffenderMonitoring}>Open Sex Offender Watch</Link>
      </section>
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
