import styles from './chrome.module.css';
import type { MobilePlatform } from './mobile-platform';
import appStoreBadge from './store-badges/app-store-badge.svg';
import googlePlayBadge from './store-badges/google-play-badge.svg';
import type { StoreLinks } from './use-store-links';

// The Play Store referrer names the source only: a login token must never travel in a URL.
const ANDROID_REFERRER = 'referrer=utm_source%3Dbeacon_web';

/** Spec §2.3: the store buttons' images are 44 high (and at most 150 wide); Apple asks for 40 at least. */
const BADGE_HEIGHT = 44;

// The badges are image files (store-badges/README.md says how they are drawn), not components: as <img> they are
// fetched beside the page's scripts instead of adding their drawing to the host's start-up JS (issue 19's budget).
const APP_STORE_BADGE = { src: appStoreBadge, alt: 'Download on the App Store', width: 119.664 };
const GOOGLE_PLAY_BADGE = { src: googlePlayBadge, alt: 'Get it on Google Play', width: 135 };

/** A badge in its artwork's own proportions (40 high), at the buttons' height. */
function StoreBadge({ badge }: { badge: typeof APP_STORE_BADGE }) {
  return (
    <img
      src={badge.src}
      alt={badge.alt}
      height={BADGE_HEIGHT}
      width={Math.round((BADGE_HEIGHT * badge.width) / 40)}
      decoding="async"
    />
  );
}

export function androidStoreUrl(storeUrl: string): string {
  return `${storeUrl}${storeUrl.includes('?') ? '&' : '?'}${ANDROID_REFERRER}`;
}

/**
 * The app store badges of the apps the deployment has (an app without a configured id has no badge). `hide` leaves
 * out one platform: the one the surrounding text already links.
 */
export function StoreButtons({ links, hide }: { links: StoreLinks; hide?: MobilePlatform }) {
  const ios = hide === 'ios' ? null : links.ios;
  const android = hide === 'android' ? null : links.android;
  if (!ios && !android) return null;
  return (
    <ul className={styles.storeButtons} aria-label="Beacon apps">
      {ios ? (
        <li>
          <a className={styles.storeButton} href={ios} target="_blank" rel="noreferrer noopener">
            <StoreBadge badge={APP_STORE_BADGE} />
          </a>
        </li>
      ) : null}
      {android ? (
        <li>
          <a className={styles.storeButton} href={androidStoreUrl(android)} target="_blank" rel="noreferrer noopener">
            <StoreBadge badge={GOOGLE_PLAY_BADGE} />
          </a>
        </li>
      ) : null}
    </ul>
  );
}

/** The stores' trademark notices, for the badges shown (both stores' badge rules ask for them). */
export function StoreTrademarks({ links }: { links: StoreLinks }) {
  const notices = [
    links.ios
      ? 'Apple and the Apple logo are trademarks of Apple Inc., registered in the U.S. and other countries. App Store is a service mark of Apple Inc.'
      : null,
    links.android ? 'Google Play and the Google Play logo are trademarks of Google LLC.' : null,
  ].filter((notice): notice is string => notice !== null);
  return notices.length ? <p className={styles.storeTrademarks}>{notices.join(' ')}</p> : null;
}
