import { Link } from '@beacon/react-router';

import type { IdentityMember } from '@beacon/api';
import { formatQuantity } from '@beacon/platform';

import identity from '../../identity-ui/identity.module.css';
import { fullName } from '../../identity-ui/people';
import { PrivateModeSwitch } from '../../identity-ui/PrivateModeSwitch';
import { setupPathOf } from './setup-path';

export interface MemberCardProps {
  member: IdentityMember;
  /** Private mode as the member last chose it (shown at once, before the server answers). */
  privateMode: boolean;
  privateModeBusy: boolean;
  onTogglePrivateMode: () => void;
  /** Absent for the account holder, who cannot be removed. */
  onRemove?: () => void;
}

/** One monitored person: whether monitoring runs, what is watched, their alerts, private mode, and what to do next. */
export function MemberCard({ member, privateMode, privateModeBusy, onTogglePrivateMode, onRemove }: MemberCardProps) {
  const name = fullName(member);
  const active = member.subscriberStatus === 'active';
  return (
    <li className={identity.card}>
      <h3 className={identity.cardTitle}>{name}</h3>
      {member.isSelf ? <p className={identity.muted}>You</p> : null}
      <p className={active ? identity.active : identity.muted}>{active ? 'Monitoring active' : 'Not monitored'}</p>
      <p className={identity.text}>{formatQuantity(member.monitored, 'item')} watched</p>
      <p className={identity.text}>{formatQuantity(member.alerts, 'alert')}</p>
      <PrivateModeSwitch pressed={privateMode} busy={privateModeBusy} onToggle={onTogglePrivateMode} forName={name} />
      <div className={identity.actions}>
        <Link className={identity.link} to={setupPathOf(member)}>
          Monitor More Data<span className={identity.visuallyHidden}> for {name}</span>
        </Link>
        {onRemove ? (
          <button type="button" className={identity.linkButton} aria-label={`Remove ${name}`} onClick={onRemove}>
            Remove
          </button>
        ) : null}
      </div>
    </li>
  );
}
