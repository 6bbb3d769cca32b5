import { useMeta } from '@beacon/api';

import { useAfterFirstScreen } from './use-after-first-screen';

/** The store pages of the member apps; null where the deployment has no app id configured. */
export interface StoreLinks {
  ios: string | null;
  android: string | null;
}

function urlOf(value: unknown): string | null {
  return typeof value === 'string' && /^https:\/\//.test(value) ? value : null;
}

/**
 * The member apps' store links (GET /v1/meta/apps: IOS_APP_ID and ANDROID_APP_ID on the server), asked for once the
 * first screen has shown; `links` is null until they are known.
 */
export function useStoreLinks(): StoreLinks | null {
  const afterFirstScreen = useAfterFirstScreen();
  // one request: both keys read the cached answer of their group, /meta/apps
  const ios = useMeta('apps.ios', { enabled: afterFirstScreen });
  const android = useMeta('apps.android', { enabled: afterFirstScreen });
  if (ios.data === undefined || android.data === undefined) return null;
  return { ios: urlOf(ios.data), android: urlOf(android.data) };
}
