import { useSetAtom } from 'jotai';
import { useEffect } from 'react';

import { useAccount, useIdentityNotifications, useRecordNotifications } from '@beacon/api';
import { balancesAtom } from '@beacon/session';

/** On header load the app fetches the account, identity notifications and record notifications (spec §7). */
export function useHeaderData() {
  const account = useAccount();
  const identityNotifications = useIdentityNotifications();
  const recordNotifications = useRecordNotifications();
  const setBalances = useSetAtom(balancesAtom);

  useEffect(() => {
    setBalances(account.data?.balances ?? null);
  }, [account.data, setBalances]);

  return { account, identityNotifications, recordNotifications };
}
