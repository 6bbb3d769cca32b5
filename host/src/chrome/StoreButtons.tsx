import { useMeta } from '@beacon/api';

import styles from './chrome.module.css';
import type { MobilePlatform } from './mobile-platform';
import { useAfterFirstScreen } from './use-after-first-screen';

// The Play Store referrer names the source only: a login token must never travel in a URL.
const ANDROID_REFERRER = 'referrer=utm_source%3Dbeacon_web';

/** App store buttons (44 by 150). `hide` leaves out one platform (the one the surrounding text already links). */
export function StoreButtons({ hide }: { hide?: MobilePlatform }) {
  // in the footer and the sidebar's foot: asked for once the first screen has shown
  const afterFirstScreen = useAfterFirstScreen();
  const ios = useMeta('apps.ios', { enabled: afterFirstScreen });
  const android = useMeta('apps.android', { enabled: afterFirstScreen });
  const iosUrl = typeof ios.data === 'string' ? ios.data : null;
  const androidUrl = typeof android.data === 'string' ? android.data : null;
  return (
    <div className={styles.storeButtons}>
      {iosUrl && hide !== 'ios' ? (
        <a className={styles.storeButton} href={iosUrl} target="_blank" rel="noreferrer noopener">
          Download on the App Store
        </a>
      ) : null}
      {androidUrl && hide !== 'android' ? (
        <a
          className={styles.storeButton}
          href={`${androidUrl}${androidUrl.includes('?') ? '&' : '?'}${ANDROID_REFERRER}`}
          target="_blank"
          rel="noreferrer noopener"
        >
          Get it on Google Play
        </a>
      ) : null}
    </div>
  );
}
