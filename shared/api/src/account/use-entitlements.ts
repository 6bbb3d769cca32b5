import { useQuery } from '@tanstack/react-query';

import { type Entitlements, entitlementsFrom, sessionUserAtom, useAtomSnapshot } from '@beacon/session';

import { accountQueryOptions } from './get-account';

const NOTHING_HELD = entitlementsFrom(null);

/**
 * What the signed-in member may use (spec §6), derived from the account query's balances: one source, so every
 * remote and the chrome agree with the account they show. Signed out, or until the account loads: nothing.
 */
export function useEntitlements(): Entitlements {
  const user = useAtomSnapshot(sessionUserAtom);
  const { data } = useQuery({
    ...accountQueryOptions(),
    select: (account) => entitlementsFrom(account.balances),
    enabled: user !== null,
  });
  return user === null ? NOTHING_HELD : (data ?? NOTHING_HELD);
}
