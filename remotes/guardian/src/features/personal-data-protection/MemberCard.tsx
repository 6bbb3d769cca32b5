import type { ReactNode } from 'react';
import { Link } from '@beacon/react-router';

import type { ProtectionMember } from '@beacon/api';
import { formatQuantity, paths } from '@beacon/platform';
import { FAMILY_RELATIONSHIP_LABELS } from '@beacon/validation';

import guardian from '../../guardian-ui/guardian.module.css';
import { fullName } from '../../guardian-ui/self-member';

export interface MemberCardProps {
  member: ProtectionMember;
  /** The account id of the session user: the self member's report lives under it. */
  accountId: string | undefined;
  onEdit?: () => void;
  onRemove?: () => void;
  /** The edit form, shown inside the card while open. */
  children?: ReactNode;
}

function scoreLine(member: ProtectionMember): string {
  if (member.score !== null) return `Guardian score ${member.score}`;
  if (member.scanStatus === 'queued' || member.scanStatus === 'running') return 'Scanning…';
  return 'No scan yet';
}

export function reportPathOf(member: ProtectionMember, accountId: string | undefined): string {
  if (member.isSelf && member.reportId && accountId) return paths.guardianReport(accountId, member.reportId);
  return paths.protectionMember(String(member.id));
}

/** One protected person: who, how exposed, and the way to their report. */
export function MemberCard({ member, accountId, onEdit, onRemove, children }: MemberCardProps) {
  const name = fullName(member);
  return (
    <li className={guardian.card}>
      <h3 className={guardian.cardTitle}>{name}</h3>
      <p className={guardian.muted}>
        {member.isSelf ? 'You' : member.relationship ? FAMILY_RELATIONSHIP_LABELS[member.relationship] : 'Family'}
      </p>
      <p className={guardian.text}>
        <strong>{scoreLine(member)}</strong>
      </p>
      <p className={guardian.text}>
        {formatQuantity(member.exposures, 'exposure')}, {member.removed} removed
      </p>
      <div className={guardian.actions}>
        <Link className={guardian.link} to={reportPathOf(member, accountId)}>
          View Report<span className={guardian.visuallyHidden}> for {name}</span>
        </Link>
        {onEdit ? (
          <button type="button" className={guardian.linkButton} aria-label={`Edit ${name}`} onClick={onEdit}>
            Edit
          </button>
        ) : null}
        {onRemove ? (
          <button type="button" className={guardian.linkButton} aria-label={`Remove ${name}`} onClick={onRemove}>
            Remove
          </button>
        ) : null}
      </div>
      {children}
    </li>
  );
}
