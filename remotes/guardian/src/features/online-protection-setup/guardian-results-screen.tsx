import { Link } from '@beacon/react-router';

import { useProtectionMembersPage } from '@beacon/api';
import { paths } from '@beacon/platform';
import { sessionUserAtom, useAtomSnapshot } from '@beacon/session';
import { Button, Page } from '@beacon/ui';

import guardian from '../../guardian-ui/guardian.module.css';
import { ProtectionReport, ReportPlaceholder } from '../../guardian-ui/ProtectionReport';
import { selfMemberOf } from '../../guardian-ui/self-member';

// Default export: React.lazy loads this screen as its own chunk.
export default function GuardianResultsScreen() {
  const user = useAtomSnapshot(sessionUserAtom);
  const members = useProtectionMembersPage();
  const self = selfMemberOf(members.data?.items);

  return (
    <Page title="Guardian Scan Results" intro="What Guardian found about you online, and the removals it can request.">
      {members.isPending ? <ReportPlaceholder /> : null}
      {members.isError ? (
        <div className={guardian.stack}>
          <p className={guardian.error} role="alert">
            Your Guardian results could not be loaded. Please try again.
          </p>
          <div>
            <Button onClick={() => void members.refetch()}>Try Again</Button>
          </div>
        </div>
      ) : null}
      {members.data && !self ? (
        <div className={guardian.stack}>
          <p className={guardian.text}>Guardian is not protecting you yet.</p>
          <Link className={guardian.primaryLink} to={paths.guardianSetup}>
            Set Up Guardian
          </Link>
        </div>
      ) : null}
      {self ? (
        <div className={guardian.stack}>
          {user && self.reportId ? (
            <Link className={guardian.primaryLink} to={paths.guardianReport(user.sub, self.reportId)}>
              Go To My Guardian Report
            </Link>
          ) : null}
          <ProtectionReport memberId={self.id} />
        </div>
      ) : null}
    </Page>
  );
}
