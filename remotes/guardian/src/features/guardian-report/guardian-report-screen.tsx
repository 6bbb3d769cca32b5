import { Link, useParams } from '@beacon/react-router';

import { useProtectionMembersPage } from '@beacon/api';
import { guardianRoutes, paths, useRouteTitle } from '@beacon/platform';
import { Button, Page } from '@beacon/ui';

import guardian from '../../guardian-ui/guardian.module.css';
import { ProtectionReport, ReportPlaceholder } from '../../guardian-ui/ProtectionReport';

// Default export: React.lazy loads this screen as its own chunk.
export default function GuardianReportScreen() {
  const { recordId } = useParams();
  const title = useRouteTitle(guardianRoutes.routes.guardianReport);
  const members = useProtectionMembersPage();
  const protectedMember = members.data?.items.find(
    (member) => member.reportId !== null && member.reportId === recordId,
  );

  return (
    <Page title={title} intro="Your report, protected by Guardian.">
      {members.isPending ? <ReportPlaceholder /> : null}
      {members.isError ? (
        <div className={guardian.stack}>
          <p className={guardian.error} role="alert">
            Your Guardian protection could not be loaded. Please try again.
          </p>
          <div>
            <Button onClick={() => void members.refetch()}>Try Again</Button>
          </div>
        </div>
      ) : null}
      {members.data && !protectedMember ? (
        <div className={guardian.stack}>
          <p className={guardian.text}>This report is not protected by Guardian yet.</p>
          <Link className={guardian.primaryLink} to={paths.guardianSetup}>
            Set Up Guardian
          </Link>
        </div>
      ) : null}
      {protectedMember ? <ProtectionReport memberId={protectedMember.id} /> : null}
    </Page>
  );
}
