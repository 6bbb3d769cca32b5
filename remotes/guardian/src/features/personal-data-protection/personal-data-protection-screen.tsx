import { useId, useState } from 'react';
import { Link } from '@beacon/react-router';

import {
  paymentRequiredOf,
  useAddFamilyMember,
  useProtectionMembersPage,
  useRemoveFamilyMember,
  type ProtectionMember,
} from '@beacon/api';
import { guardianRoutes, paths, useRouteTitle } from '@beacon/platform';
import { sessionUserAtom, useAtomSnapshot } from '@beacon/session';
import {
  Button,
  Modal,
  Notice,
  type NoticeValue,
  Page,
  PurchaseLink,
  type PurchaseState,
  TextPlaceholder,
  usePurchaseRedirect,
} from '@beacon/ui';
import type { AddFamilyMemberInput } from '@beacon/validation';

import { failureText } from '../../guardian-ui/failure-text';
import guardian from '../../guardian-ui/guardian.module.css';
import { MemberDetailsForm, type SubmitOutcome } from '../../guardian-ui/MemberDetailsForm';
import { fullName } from '../../guardian-ui/self-member';
import { EditMember } from './EditMember';
import { MemberCard } from './MemberCard';

const FAMILY_ADDON: PurchaseState = { requiredItem: 'guardian_family_addon', reason: 'product' };

// Default export: React.lazy loads this screen as its own chunk.
export default function PersonalDataProtectionScreen() {
  const title = useRouteTitle(guardianRoutes.routes.personalDataProtection);
  const user = useAtomSnapshot(sessionUserAtom);
  const members = useProtectionMembersPage();
  const addMember = useAddFamilyMember();
  const removeMember = useRemoveFamilyMember();
  const toPurchase = usePurchaseRedirect();
  const peopleId = useId();
  const familyId = useId();
  const limitId = useId();
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [removing, setRemoving] = useState<ProtectionMember | null>(null);

  const items = members.data?.items ?? [];
  const familyLimit = members.data?.familyLimit ?? 0;
  const familyCount = items.filter((member) => !member.isSelf).length;
  const atLimit = familyCount >= familyLimit;

  async function add(input: AddFamilyMemberInput): Promise<SubmitOutcome> {
    try {
      const added = await addMember.mutateAsync(input);
      setAdding(false);
      setNotice({ kind: 'done', text: `${fullName(added)} was added. Their first scan has started.` });
      return undefined;
    } catch (error) {
      const required = paymentRequiredOf(error, 'product');
      if (required) {
        toPurchase(required);
        return undefined;
      }
      return failureText(error, 'The family member could not be added. Please try again.');
    }
  }

  function confirmRemove() {
    if (!removing) return;
    const member = removing;
    setRemoving(null);
    setNotice(null);
    removeMember.mutate(member.id, {
      onSuccess: () => setNotice({ kind: 'done', text: `${fullName(member)} was removed.` }),
      onError: () => setNotice({ kind: 'failed', text: `${fullName(member)} could not be removed. Please try again.` }),
    });
  }

  return (
    <Page title={title} intro="Find and remove your personal data from people-search sites.">
      <div className={guardian.stack}>
        <Notice notice={notice} />
        {members.isPending ? (
          <ul className={guardian.cards} aria-busy="true" aria-label="Loading protected people">
            {[0, 1].map((index) => (
              <li key={index} className={guardian.card}>
                <TextPlaceholder size="name" />
                <TextPlaceholder size="sentence" />
                <TextPlaceholder size="word" />
              </li>
            ))}
          </ul>
        ) : null}
        {members.isError ? (
          <div className={guardian.stack}>
            <p className={guardian.error} role="alert">
              The people you protect could not be loaded. Please try again.
            </p>
            <div>
              <Button onClick={() => void members.refetch()}>Try Again</Button>
            </div>
          </div>
        ) : null}
        {members.data ? (
          <>
            <section className={guardian.stack} aria-labelledby={peopleId}>
              <h2 id={peopleId} className={guardian.sectionTitle}>
                Protected people
              </h2>
              {items.length === 0 ? (
                <div className={guardian.stack}>
                  <p className={guardian.text}>No one is protected by Guardian yet.</p>
                  <Link className={guardian.primaryLink} to={paths.guardianSetup}>
                    Set Up Guardian
                  </Link>
                </div>
              ) : (
                <ul className={guardian.cards}>
                  {items.map((member) => (
                    <MemberCard
                      key={member.id}
                      member={member}
                      accountId={user?.sub}
                      {...(member.isSelf
                        ? {}
                        : {
                            onEdit: () => {
                              setNotice(null);
                              setEditingId(member.id);
                            },
                            onRemove: () => setRemoving(member),
                          })}
                    >
                      {editingId === member.id ? (
                        <EditMember
                          member={member}
                          onCancel={() => setEditingId(null)}
                          onSaved={(saved) => {
                            setEditingId(null);
                            setNotice({ kind: 'done', text: `${fullName(saved)}'s details were saved.` });
                          }}
                        />
                      ) : null}
                    </MemberCard>
                  ))}
                </ul>
              )}
            </section>
            <section className={guardian.stack} aria-labelledby={familyId}>
              <h2 id={familyId} className={guardian.sectionTitle}>
                Your family
              </h2>
              {familyLimit === 0 ? (
                <div className={guardian.stack}>
                  <p className={guardian.text}>Add the Guardian family add-on to protect your family.</p>
                  <PurchaseLink className={guardian.primaryLink} purchase={FAMILY_ADDON}>
                    Get The Family Add-On
                  </PurchaseLink>
                </div>
              ) : (
                <>
                  <p className={guardian.text}>Your family add-on protects up to {familyLimit} family members.</p>
                  <p className={guardian.text} id={limitId}>
                    <strong>
                      {familyCount} of {familyLimit} added
                    </strong>
                    {atLimit ? ' · You have added as many family members as your add-on protects.' : null}
                  </p>
                  {familyCount === 0 && !adding ? (
                    <p className={guardian.muted}>You have not added any family members yet.</p>
                  ) : null}
                  {adding ? (
                    <MemberDetailsForm
                      variant="family"
                      title="Add a family member"
                      headingLevel={3}
                      submitLabel="Save And Start Scan"
                      onSubmit={add}
                      onCancel={() => setAdding(false)}
                    />
                  ) : (
                    <div>
                      <Button
                        disabled={atLimit}
                        aria-describedby={limitId}
                        onClick={() => {
                          setNotice(null);
                          setAdding(true);
                        }}
                      >
                        Add Family Member
                      </Button>
                    </div>
                  )}
                </>
              )}
            </section>
          </>
        ) : null}
      </div>
      {removing ? (
        <Modal
          title={`Remove ${fullName(removing)}?`}
          actionLabel="Remove"
          onAction={confirmRemove}
          onClose={() => setRemoving(null)}
        >
          <p>Guardian will stop protecting {removing.firstName}.</p>
          <p>Their scan results and removal requests will be deleted.</p>
        </Modal>
      ) : null}
    </Page>
  );
}
