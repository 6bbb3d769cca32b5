import { Link, useParams } from '@beacon/react-router';

import { isApiError, useGuardianProtection } from '@beacon/api';
import { paths } from '@beacon/platform';
import { Page } from '@beacon/ui';

import guardian from '../../guardian-ui/guardian.module.css';
import { ProtectionReport } from '../../guardian-ui/ProtectionReport';

// Default export: React.lazy loads this screen as its own chunk.
export default function ProtectionMemberScreen() {
  const { protectionMemberId } = useParams();
  const validId = protectionMemberId !== undefined && /^[1-9]\d{0,8}$/.test(protectionMemberId);
  // the same query ProtectionReport reads (shared by key): a 404 here is this screen's own message
  const protection = useGuardianProtection(validId ? protectionMemberId : undefined);
  const notFound = !validId || (isApiError(protection.error) && protection.error.statusCode === 404);

  return (
    <Page title="Protection Report" intro="What Guardian found about this family member, and its removal requests.">
      {notFound ? (
        <div className={guardian.stack}>
          <p className={guardian.text}>This family member was not found.</p>
          <Link className={guardian.link} to={paths.personalDataProtection}>
            Back to Personal Data Protection
          </Link>
        </div>
      ) : (
        <div className={guardian.stack}>
          <Link className={guardian.link} to={paths.personalDataProtection}>
            Back to Personal Data Protection
          </Link>
          <ProtectionReport memberId={protectionMemberId} />
        </div>
      )}
    </Page>
  );
}
