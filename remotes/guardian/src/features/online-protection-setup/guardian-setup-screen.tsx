import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from '@beacon/react-router';

import {
  isApiError,
  protectionMemberKeys,
  putSelfProtectionMember,
  paymentRequiredOf,
  useAccount,
  useEnrollInGuardian,
  useGuardianProtection,
  useProtectionMembersPage,
  useUpdateProtectionMember,
  type ProtectionMember,
} from '@beacon/api';
import { guardianRoutes, paths, useRouteTitle } from '@beacon/platform';
import { showSearchYourselfModalAtom } from '@beacon/session';
import { Button, Page, TextPlaceholder, usePurchaseRedirect } from '@beacon/ui';
import type { ProtectionMemberDetailsInput } from '@beacon/validation';

import guardian from '../../guardian-ui/guardian.module.css';
import { MemberDetailsForm, type SubmitOutcome } from '../../guardian-ui/MemberDetailsForm';
import { memberDetailsValuesOf } from '../../guardian-ui/member-details-values';
import { fullName, selfMemberOf } from '../../guardian-ui/self-member';

function Loading() {
  return (
    <ul className={guardian.list} aria-busy="true" aria-label="Loading your Guardian setup">
      {[0, 1].map((index) => (
        <li key={index} className={guardian.card}>
          <TextPlaceholder size="name" />
          <TextPlaceholder size="sentence" />
        </li>
      ))}
    </ul>
  );
}

function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className={guardian.stack}>
      <p className={guardian.error} role="alert">
        {text}
      </p>
      <div>
        <Button onClick={onRetry}>Try Again</Button>
      </div>
    </div>
  );
}

// Default export: React.lazy loads this screen as its own chunk.
export default function GuardianSetupScreen() {
  const title = useRouteTitle(guardianRoutes.routes.guardianSetup);
  const account = useAccount();
  const openSearchYourself = useSetAtom(showSearchYourselfModalAtom);
  const ownReport = account.data?.data.customers_report;
  return (
    <Page title={title} intro="Set up Guardian to protect your personal data online.">
      {account.isPending ? <Loading /> : null}
      {account.isError ? (
        <LoadFailed text="Your account could not be loaded. Please try again." onRetry={() => void account.refetch()} />
      ) : null}
      {account.data && !ownReport ? (
        <section aria-labelledby="guardian-find-report">
          <h2 id="guardian-find-report">Find your report</h2>
          <p>Guardian protects the public records about you. Start by confirming which report is yours.</p>
          <Button type="button" onClick={() => openSearchYourself(true)}>
            Search For Yourself
          </Button>
        </section>
      ) : null}
      {ownReport ? <ProtectReport recordId={String(ownReport.record_id)} /> : null}
    </Page>
  );
}

/** The confirmed report is known: make it the self member, or fill in the self member's details. */
function ProtectReport({ recordId }: { recordId: string }) {
  const members = useProtectionMembersPage();
  const queryClient = useQueryClient();
  const toPurchase = usePurchaseRedirect();
  const [protecting, setProtecting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const self = selfMemberOf(members.data?.items);

  async function protect() {
    setProtecting(true);
    setFailure(null);
    try {
      await putSelfProtectionMember(recordId);
      await queryClient.invalidateQueries({ queryKey: protectionMemberKeys.all });
    } catch (error) {
      const required = paymentRequiredOf(error, 'product');
      if (required) toPurchase(required);
      else setFailure('Your report could not be protected. Please try again.');
    } finally {
      setProtecting(false);
    }
  }

  if (members.isPending) return <Loading />;
  if (members.isError) {
    return (
      <LoadFailed
        text="Your Guardian protection could not be loaded. Please try again."
        onRetry={() => void members.refetch()}
      />
    );
  }
  if (self) return <SelfDetails self={self} />;
  return (
    <section className={guardian.stack} aria-labelledby="guardian-protect-report">
      <h2 id="guardian-protect-report" className={guardian.sectionTitle}>
        Protect your report
      </h2>
      <p className={guardian.text}>
        Guardian will look for the person in your confirmed report on people-search sites and ask them to remove what
        they show.
      </p>
      {failure ? (
        <p className={guardian.error} role="alert">
          {failure}
        </p>
      ) : null}
      <div>
        <Button onClick={() => void protect()} disabled={protecting}>
          {protecting ? 'Protecting…' : 'Protect This Report'}
        </Button>
      </div>
    </section>
  );
}

function SelfDetails({ self }: { self: ProtectionMember }) {
  const protection = useGuardianProtection(self.id);
  const update = useUpdateProtectionMember();
  const enroll = useEnrollInGuardian();
  const navigate = useNavigate();
  const toPurchase = usePurchaseRedirect();

  async function save(input: ProtectionMemberDetailsInput): Promise<SubmitOutcome> {
    try {
      await update.mutateAsync({ memberId: self.id, input });
      if (self.status === 'setup_required') await enroll.mutateAsync(undefined);
    } catch (error) {
      const required = paymentRequiredOf(error, 'product');
      if (required) {
        toPurchase(required);
        return undefined;
      }
      if (isApiError(error) && error.statusCode === 400) return error.message;
      return 'Your details could not be saved. Please try again.';
    }
    navigate(paths.guardianSetupIdm);
    return undefined;
  }

  return (
    <section className={guardian.stack} aria-labelledby="guardian-protecting">
      <h2 id="guardian-protecting" className={guardian.sectionTitle}>
        Protecting {fullName(self)}
      </h2>
      <p className={guardian.text}>
        Guardian searches people-search sites for these details. The more it knows about you, the more listings it can
        find and remove.
      </p>
      {protection.data ? (
        <MemberDetailsForm
          variant="member"
          title="Your details"
          headingLevel={3}
          initialValues={memberDetailsValuesOf(protection.data.member, protection.data.details)}
          submitLabel="Save And Continue"
          onSubmit={save}
        />
      ) : null}
      {protection.isPending ? <Loading /> : null}
      {protection.isError && !protection.data ? (
        <LoadFailed
          text="Your details could not be loaded. Please try again."
          onRetry={() => void protection.refetch()}
        />
      ) : null}
    </section>
  );
}
