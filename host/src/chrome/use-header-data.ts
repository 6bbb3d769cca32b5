import { useAccount, useIdentityNotifications, useRecordNotifications } from '@beacon/api';

/**
 * On header load the app fetches the account, identity notifications and record notifications (spec §7). The
 * notifications wait for the first screen (`afterFirstScreen`, see use-after-first-screen.ts): they fill the sidebar
 * and the alerts, and their two requests took two of the browser's six connections from the screen's own data
 * (issue 19: the report's record waited for a free one on slow 4G).
 */
export function useHeaderData({ afterFirstScreen }: { afterFirstScreen: boolean }) {
  const account = useAccount();
  const identityNotifications = useIdentityNotifications({ enabled: afterFirstScreen });
  const recordNotifications = useRecordNotifications({ enabled: afterFirstScreen });
  return { account, identityNotifications, recordNotifications };
}
