import styles from './chrome.module.css';
import { detectMobilePlatform } from './mobile-platform';
import { androidStoreUrl, StoreButtons } from './StoreButtons';
import { useStoreLinks } from './use-store-links';

const PROMO_TEXT = {
  ios: 'Get the Beacon app for iPhone and search on the go.',
  android: 'Get the Beacon app for Android and search on the go.',
  other: 'Get the Beacon app and search on the go.',
} as const;

/**
 * The sidebar's mobile app promo (spec §2.3): on an iPhone or an Android phone its wording names that platform and
 * links that platform's store, so the badge of the member's own platform is left out; elsewhere it shows every
 * store's badge. Without an app for the member (no app id configured) there is nothing to promote.
 */
export function MobileAppPromo({ userAgent }: { userAgent: string }) {
  const links = useStoreLinks();
  const platform = detectMobilePlatform(userAgent);
  if (links) {
    const none = platform === 'other' ? !links.ios && !links.android : !links[platform];
    if (none) return null;
  }
  const own = links && platform !== 'other' ? links[platform] : null;
  const ownUrl = own && platform === 'android' ? androidStoreUrl(own) : own;
  return (
    <section className={styles.card} aria-labelledby="app-promo-title">
      <h2 id="app-promo-title">Beacon Mobile App</h2>
      <p>
        {ownUrl ? (
          <a href={ownUrl} target="_blank" rel="noreferrer noopener">
            {PROMO_TEXT[platform]}
          </a>
        ) : (
          PROMO_TEXT[platform]
        )}
      </p>
      {links ? <StoreButtons links={links} hide={ownUrl ? platform : undefined} /> : null}
    </section>
  );
}
