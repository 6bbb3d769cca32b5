import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from '@beacon/react-router';

import { claimRecord, postEvent, protectOwnReport, type RecordReport, useAccount, useEntitlements } from '@beacon/api';
import { paths } from '@beacon/platform';
import { sessionUserAtom, useAtomSnapshot } from '@beacon/session';
import { GuardianActivationModal, Modal } from '@beacon/ui';
import { collectFieldErrors, messages, selfReportChoiceSchema, type SelfReportChoice } from '@beacon/validation';

import { fullName } from '../../record-display/record-display';
import styles from './record-view.module.css';

type Choice = SelfReportChoice['choice'];

const OPTIONS: { value: Choice; label: string }[] = [
  { value: 'self', label: 'Yes, this is me' },
  { value: 'none', label: 'No, this is not me' },
  { value: 'relative', label: 'This is a relative of mine' },
];

/** Name, city, state and age of the "Your Report" card, from the report's person. */
function whoLine(report: RecordReport): string {
  const person = report.person;
  const name = person?.names?.find((entry) => entry.type === 'primary') ?? person?.names?.[0];
  const place = person?.locations?.find((entry) => entry.current) ?? person?.locations?.[0];
  const age = person?.dobs?.[0]?.age;
  return [
    fullName(name),
    place ? `${place.address.city}, ${place.address.state_code}` : '',
    age !== null && age !== undefined ? `age ${age}` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * "Your Report" on a person report (spec §2.4, §4): the member may confirm it as their own. Choosing self claims the
 * record; none or relative just close. With Guardian the report becomes the protected self member: the first time,
 * the Guardian activation modal runs and the intermediary-enroll page follows; after that the member continues to
 * their Guardian report.
 */
export function YourReportConfirmation({ report }: { report: RecordReport }) {
  const account = useAccount();
  const user = useAtomSnapshot(sessionUserAtom);
  const entitlements = useEntitlements();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const groupName = useId();
  const errorId = useId();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<string>('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [activating, setActivating] = useState<string | null>(null);

  if (activating && user) {
    return (
      <GuardianActivationModal
        onDone={() => navigate(paths.intermediaryEnroll(paths.guardianReport(user.sub, activating)))}
      />
    );
  }
  if (report.type !== 'person' || !account.data) return null;
  const ownRecordId = account.data.data.customers_report?.record_id;
  if (ownRecordId !== undefined && String(ownRecordId) === String(report.recordId)) {
    return <span className={styles.pill}>Your Report</span>;
  }

  function close() {
    setOpen(false);
    setChoice('');
    setError(null);
  }

  async function submit() {
    const errors = collectFieldErrors(selfReportChoiceSchema, { choice: choice || undefined });
    if (errors['choice']) {
      setError(errors['choice']);
      return;
    }
    const value = choice as Choice;
    const recordId = String(report.recordId);
    void postEvent('self_report_confirmation', { pointer: report.pointer, recordId, value });
    if (value !== 'self') {
      close();
      return;
    }
    setBusy(true);
    try {
      await claimRecord(recordId);
      void postEvent('report:claim', { pointer: report.pointer, recordId });
      const guardian = entitlements.holds.guardian;
      const { firstActivation } = await protectOwnReport(queryClient, recordId, guardian);
      close();
      if (firstActivation) setActivating(recordId);
      else if (guardian && user) navigate(paths.guardianReport(user.sub, recordId));
      else window.scrollTo(0, 0);
    } catch (failure) {
      console.error('Claim record failed', failure);
      setError(messages.loginFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className={styles.secondaryButton} onClick={() => setOpen(true)}>
        Is this your report?
      </button>
      {open ? (
        <Modal
          title="Confirm your selection"
          variant="header"
          actionLabel={busy ? 'Saving…' : 'Submit'}
          actionDisabled={busy}
          onAction={() => void submit()}
          onClose={close}
        >
          <section className={styles.yourReport} aria-label="Your Report">
            <h3>Your Report</h3>
            <p>{whoLine(report)}</p>
          </section>
          <fieldset className={styles.options} aria-describedby={error ? errorId : undefined}>
            <legend>Is this your report?</legend>
            {OPTIONS.map((option) => (
              <label key={option.value}>
                <input
                  type="radio"
                  name={groupName}
                  value={option.value}
                  checked={choice === option.value}
                  onChange={() => setChoice(option.value)}
                />{' '}
                {option.label}
              </label>
            ))}
          </fieldset>
          {error ? (
            <p id={errorId} className={styles.inlineError} role="alert">
              {error}
            </p>
          ) : null}
        </Modal>
      ) : null}
    </>
  );
}
