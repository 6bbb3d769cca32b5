import { useAccount, useIdentityNotifications, useRecordNotifications } from '@beacon/api';

/** On header load the app fetches the account, identity notifications and record notifications (spec §7). */
export function useHeaderData() {
  const account = useAccount();
  const identityNotifications = useIdentityNotifications();
  const recordNotifications = useRecordNotifications();
  return { account, identityNotifications, recordNotifications };
}
