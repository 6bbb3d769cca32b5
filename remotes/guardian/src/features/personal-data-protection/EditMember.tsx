import { useGuardianProtection, useUpdateProtectionMember, type ProtectionMember } from '@beacon/api';
import { TextPlaceholder } from '@beacon/ui';
import type { ProtectionMemberDetailsInput } from '@beacon/validation';

import { failureText } from '../../guardian-ui/failure-text';
import guardian from '../../guardian-ui/guardian.module.css';
import { MemberDetailsForm, type SubmitOutcome } from '../../guardian-ui/MemberDetailsForm';
import { memberDetailsValuesOf } from '../../guardian-ui/member-details-values';
import { fullName } from '../../guardian-ui/self-member';

export interface EditMemberProps {
  member: ProtectionMember;
  onSaved: (member: ProtectionMember) => void;
  onCancel: () => void;
}

/**
 * A family member's details, prefilled from what Guardian knows about them, with the authorized-agent statement for
 * one who has not got it yet.
 */
export function EditMember({ member, onSaved, onCancel }: EditMemberProps) {
  const protection = useGuardianProtection(member.id);
  const update = useUpdateProtectionMember();

  async function save(input: ProtectionMemberDetailsInput): Promise<SubmitOutcome> {
    try {
      onSaved(await update.mutateAsync({ memberId: member.id, input }));
      return undefined;
    } catch (error) {
      return failureText(error, 'The changes could not be saved. Please try again.');
    }
  }

  if (protection.data) {
    const known = protection.data.member;
    return (
      <MemberDetailsForm
        variant="member"
        title={`Edit ${fullName(member)}`}
        headingLevel={4}
        initialValues={memberDetailsValuesOf(known, protection.data.details)}
        // added before the authorized-agent statement existed (issue 55): the member may give it here
        askAuthorizedAgent={!known.isSelf && known.authorizedAt === null}
        submitLabel="Save Changes"
        onSubmit={save}
        onCancel={onCancel}
      />
    );
  }
  if (protection.isError) {
    return (
      <div className={guardian.stack}>
        <p className={guardian.error} role="alert">
          {fullName(member)}&apos;s details could not be loaded. Please try again.
        </p>
        <div className={guardian.actions}>
          <button type="button" className={guardian.linkButton} onClick={() => void protection.refetch()}>
            Try Again
          </button>
          <button type="button" className={guardian.linkButton} onClick={onCancel}>
            Cancel
          </button>
        </div>
      </div>
    );
  }
  return (
    <p aria-busy="true" className={guardian.text}>
      <TextPlaceholder size="sentence" />
      <span className={guardian.visuallyHidden}>Loading {fullName(member)}&apos;s details</span>
    </p>
  );
}
