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
import { detectMobilePlatform } from './mobile-platform';
import { BackgroundReportsPromo, SexOffenderWatchPromo } from './ProductPromos';
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
