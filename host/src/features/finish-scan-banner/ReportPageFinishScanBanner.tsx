import { memo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@beacon/react-router';

import { protectionMembersQueryOptions, type Account } from '@beacon/api';

import { FinishScanBanner } from './FinishScanBanner';

/** Report pages: /dashboard/reports/{id} and the /dashboard/report/… search reports (spec §2.3). */
export function isReportPage(pathname: string): boolean {
  return /^\/dashboard\/(reports\/[^/]+|report\/.+)/.test(pathname);
}

/** The finish-scan banner where spec §2.3 puts it, fed with the member's Guardian self member. */
export const ReportPageFinishScanBanner = memo(function ReportPageFinishScanBanner({
  account,
}: {
  account: Account | undefined;
}) {
  const { pathname } = useLocation();
  const guardian = account?.balances.guardian === null;
  const members = useQuery({ ...protectionMembersQueryOptions(), enabled: guardian && isReportPage(pathname) });
  const self = members.data?.find((member) => member.isSelf);
  if (!account || !isReportPage(pathname) || !self) return null;
  return <FinishScanBanner account={account} selfMemberStatus={self.status} />;
});
