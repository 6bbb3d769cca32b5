import { useQueries } from '@tanstack/react-query';

import { identityAlertsQueryOptions, type IdentityAlert, type IdentityMember } from '@beacon/api';

export interface MemberAlerts {
  member: IdentityMember;
  /** The member's alerts, once read (none to read when the member has no alerts). */
  alerts: IdentityAlert[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

/**
 * Each member's alerts. Only members the server counts alerts for are asked about: the others have none, so their
 * empty state shows at once instead of after a request per person.
 */
export function useMembersAlerts(members: readonly IdentityMember[]): MemberAlerts[] {
  const asked = members.filter((member) => member.alerts > 0);
  const results = useQueries({ queries: asked.map((member) => identityAlertsQueryOptions(member.id)) });
  return members.map((member) => {
    const index = asked.indexOf(member);
    const result = index >= 0 ? results[index] : undefined;
    if (!result) return { member, alerts: [], isPending: false, isError: false, refetch: () => undefined };
    return {
      member,
      alerts: result.data,
      isPending: result.isPending,
      isError: result.isError && !result.data,
      refetch: () => void result.refetch(),
    };
  });
}
