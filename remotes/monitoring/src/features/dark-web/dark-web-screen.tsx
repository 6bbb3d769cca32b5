import { useId, useState } from 'react';
import { Link } from '@beacon/react-router';

import { useDeleteIdentityMember, useIdentityMembers, type IdentityMember } from '@beacon/api';
import { paths } from '@beacon/platform';
import { Modal, Notice, type NoticeValue, Page } from '@beacon/ui';

import { failureText } from '../../identity-ui/failure-text';
import identity from '../../identity-ui/identity.module.css';
import { LoadFailure, LoadingCards } from '../../identity-ui/LoadState';
import { fullName, peopleCount, selfFirst } from '../../identity-ui/people';
import { LatestAlerts } from './LatestAlerts';
import { MemberCard } from './MemberCard';
import { ProductOffer } from './ProductOffer';
import { useMembersAlerts } from './use-members-alerts';
import { usePrivateMode } from './use-private-mode';

const TITLE = 'Dark Web Monitoring';
const INTRO = 'We watch the dark web and data breaches for your personal data.';

// Default export: React.lazy loads this screen as its own chunk.
export default function DarkWebScreen() {
  const members = useIdentityMembers();
  const removeMember = useDeleteIdentityMember();
  const peopleId = useId();
  const limitId = useId();
  const alertsId = useId();
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const [removing, setRemoving] = useState<IdentityMember | null>(null);
  const privateMode = usePrivateMode(setNotice);

  const items = selfFirst(members.data?.items ?? []);
  const limit = members.data?.limit ?? 0;
  const membersAlerts = useMembersAlerts(items);

  function confirmRemove() {
    if (!removing) return;
    const member = removing;
    setRemoving(null);
    setNotice(null);
    removeMember.mutate(member.id, {
      onSuccess: () => setNotice({ kind: 'done', text: `${fullName(member)} is no longer monitored.` }),
      onError: (error) =>
        setNotice({
          kind: 'failed',
          text: failureText(error, `${fullName(member)} could not be removed. Please try again.`),
        }),
    });
  }

  return (
    <Page title={TITLE} intro={INTRO}>
      <div className={identity.stack}>
        <Notice notice={notice} />
        {members.isPending ? <LoadingCards label="Loading the people you monitor" /> : null}
        {members.isError && !members.data ? (
          <LoadFailure
            text="Your dark web monitoring could not be loaded. Please try again."
            onRetry={() => void members.refetch()}
          />
        ) : null}
        {members.data && limit === 0 ? <ProductOffer /> : null}
        {members.data && limit > 0 ? (
          <>
            <section className={identity.section} aria-labelledby={peopleId}>
              <h2 id={peopleId} className={identity.sectionTitle}>
                Monitored people
              </h2>
              <p className={identity.text}>Your plan monitors up to {peopleCount(limit)}.</p>
              <p className={identity.text} id={limitId}>
                <strong>
                  {items.length} of {limit}
                </strong>{' '}
                monitored
              </p>
              {items.length === 0 ? (
                <p className={identity.muted}>No one is monitored yet.</p>
              ) : (
                <ul className={identity.cards}>
                  {items.map((member) => (
                    <MemberCard
                      key={member.id}
                      member={member}
                      privateMode={privateMode.pressed(member)}
                      privateModeBusy={privateMode.busy(member)}
                      onTogglePrivateMode={() => privateMode.toggle(member)}
                      {...(member.isSelf ? {} : { onRemove: () => setRemoving(member) })}
                    />
                  ))}
                </ul>
              )}
              {items.length < limit ? (
                <Link className={identity.primaryLink} to={paths.darkWebAddMember} aria-describedby={limitId}>
                  Add a Member
                </Link>
              ) : null}
            </section>
            <section className={identity.section} aria-labelledby={alertsId}>
              <h2 id={alertsId} className={identity.sectionTitle}>
                Latest alerts
              </h2>
              <LatestAlerts membersAlerts={membersAlerts} />
            </section>
          </>
        ) : null}
      </div>
      {removing ? (
        <Modal
          title={`Stop monitoring ${fullName(removing)}?`}
          actionLabel="Stop Monitoring"
          onAction={confirmRemove}
          onClose={() => setRemoving(null)}
        >
          <p>We will stop watching the dark web and data breaches for {removing.firstName}&apos;s data.</p>
          <p>Their alerts will no longer be shown.</p>
        </Modal>
      ) : null}
    </Page>
  );
}
