import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from '@beacon/react-router';

import {
  claimRecord,
  createRecord,
  paymentRequiredOf,
  type PersonTeaser,
  postEvent,
  protectOwnReport,
  useEntitlements,
  usePersonSearch,
} from '@beacon/api';
import { SELF_RECORDS_SHOWN_BEFORE_EXPANSION, paths, type SearchYourselfProps } from '@beacon/platform';
import { sessionUserAtom, useAtomSnapshot } from '@beacon/session';
import { Button, GuardianActivationModal, Modal, PurchaseLink, TextPlaceholder } from '@beacon/ui';
import { messages } from '@beacon/validation';

import { ConfirmSelectionModal } from './ConfirmSelectionModal';
import { DarkWebConfirmationModal } from './DarkWebConfirmationModal';
import styles from './search-yourself.module.css';
import { isPossiblyOwnRecord } from './self-record-rule';

/** The member's own name search in self mode (spec §2.1), where a lapsed member returns once they have paid. */
function selfSearchPath(firstName: string, lastName: string): string {
  const query = new URLSearchParams({ first: firstName, last: lastName, type: 'self' });
  return `${paths.personSearch}?${query.toString()}`;
}

/** "Search For Yourself" (spec §2.4, §4): the member's possible own records, then "Confirm your selection". */
export function SearchYourselfModal({ onClose }: SearchYourselfProps) {
  const user = useAtomSnapshot(sessionUserAtom);
  const entitlements = useEntitlements();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [expanded, setExpanded] = useState(false);
  const [chosen, setChosen] = useState<PersonTeaser | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** What follows a confirmed claim (spec §4): Guardian activation, or the dark web monitoring confirmation. */
  const [next, setNext] = useState<{ step: 'activate'; recordId: string } | { step: 'dark-web' } | null>(null);
  const { holds } = entitlements;
  const search = usePersonSearch(user ? { firstName: user.firstName, lastName: user.lastName } : null);
  const candidates = (search.data?.results ?? []).filter((teaser) => user && isPossiblyOwnRecord(teaser, user));
  const shown = expanded ? candidates : candidates.slice(0, SELF_RECORDS_SHOWN_BEFORE_EXPANSION);
  const hidden = candidates.length - shown.length;
  // A lapsed member's search answers 402: say what is missing instead of an empty list.
  const required = paymentRequiredOf(search.error, 'search');

  async function confirm(teaser: PersonTeaser, choice: 'self' | 'none' | 'relative') {
    if (choice !== 'self') {
      void postEvent('self_report_confirmation', { pointer: teaser.pointer, recordId: null, value: choice });
      onClose();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const { recordId } = await createRecord({ type: 'person', data: { pointer: teaser.pointer } });
      await claimRecord(recordId);
      void postEvent('self_report_confirmation', { pointer: teaser.pointer, recordId, value: 'self' });
      void postEvent('report:claim', { pointer: teaser.pointer, recordId });
      // Guardian protects the confirmed report's person: add the self member, or point it at this report.
      const { firstActivation, darkWebDataAdded } = await protectOwnReport(queryClient, recordId, holds.guardian);
      if (firstActivation) {
        setNext({ step: 'activate', recordId });
        return;
      }
      window.scrollTo(0, 0);
      const darkWebReady = holds.identity_monitoring && holds.guardian && holds.dark_web_monitoring;
      if (darkWebReady && !darkWebDataAdded) setNext({ step: 'dark-web' });
      else onClose();
    } catch {
      setFailure(messages.loginFailed);
    } finally {
      setBusy(false);
    }
  }

  if (next?.step === 'activate' && user) {
    return (
      <GuardianActivationModal
        onDone={() => {
          onClose();
          navigate(paths.intermediaryEnroll(paths.guardianReport(user.sub, next.recordId)));
        }}
      />
    );
  }

  if (next?.step === 'dark-web') {
    return (
      <DarkWebConfirmationModal
        onScan={() => {
          onClose();
          navigate(paths.darkWebSetup);
        }}
        onClose={onClose}
      />
    );
  }

  if (chosen) {
    return (
      <ConfirmSelectionModal
        teaser={chosen}
        busy={busy}
        failure={failure}
        onConfirm={(choice) => void confirm(chosen, choice)}
        onClose={onClose}
      />
    );
  }

  return (
    <Modal
      title={entitlements.guardianLink ? 'Protect Your Personal Data' : 'Protect Yourself'}
      variant="header"
      onClose={onClose}
      cancelLabel="Close"
    >
      {required && user ? (
        <div>
          <p>A membership is needed to look yourself up.</p>
          <PurchaseLink
            purchase={{
              ...required,
              subject: `${user.firstName} ${user.lastName}`,
              returnTo: selfSearchPath(user.firstName, user.lastName),
            }}
            onClick={onClose}
          >
            See membership options
          </PurchaseLink>
        </div>
      ) : (
        <p>These public records may be about you. Confirm yours to see what others can find.</p>
      )}
      {search.isError && !required ? (
        <p role="alert">Your records could not be looked up. Please try again later.</p>
      ) : null}
      {search.isPending ? (
        <ul className={styles.list} aria-busy="true" aria-label="Loading your records">
          <li className={styles.candidate}>
            <TextPlaceholder size="name" />
          </li>
        </ul>
      ) : null}
      {search.data && candidates.length === 0 ? <p>We found no public records in your name yet.</p> : null}
      {candidates.length > 0 ? (
        <ul className={styles.list} aria-label="Your possible records">
          {shown.map((teaser) => {
            const [place] = teaser.locations;
            return (
              <li key={teaser.pointer} className={styles.candidate}>
                <p>
                  <strong>
                    {teaser.name.first} {teaser.name.last}
                  </strong>
                  {teaser.age !== null ? `, ${teaser.age}` : ''}
                  {place ? ` · ${place.city}, ${place.state}` : ''}
                </p>
                <Button type="button" onClick={() => setChosen(teaser)}>
                  This is me
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {hidden > 0 ? (
        <button type="button" className={styles.more} onClick={() => setExpanded(true)}>
          VIEW {hidden} MORE
        </button>
      ) : null}
      {!entitlements.guardianLink ? (
        <p>
          Guardian removes your data from people-search sites.{' '}
          <Link to={paths.guardianSetup} onClick={onClose}>
            Activate Guardian
          </Link>
        </p>
      ) : null}
    </Modal>
  );
}
