import { useState } from 'react';

import type { PersonTeaser } from '@beacon/api';
import { Modal } from '@beacon/ui';
import { collectFieldErrors, selfReportChoiceSchema, type SelfReportChoice } from '@beacon/validation';

import styles from './search-yourself.module.css';

const OPTIONS: { value: SelfReportChoice['choice']; label: string }[] = [
  { value: 'self', label: 'Yes, this is me' },
  { value: 'none', label: 'No, this is not me' },
  { value: 'relative', label: 'This is a relative of mine' },
];

export interface ConfirmSelectionModalProps {
  teaser: PersonTeaser;
  busy: boolean;
  failure: string | null;
  onConfirm: (choice: SelfReportChoice['choice']) => void;
  onClose: () => void;
}

/** "Confirm your selection" (spec §2.4): the "Your Report" card and the self / none / relative choice. */
export function ConfirmSelectionModal({ teaser, busy, failure, onConfirm, onClose }: ConfirmSelectionModalProps) {
  const [choice, setChoice] = useState<string>('');
  const [error, setError] = useState<string | null>(null);
  const [place] = teaser.locations;

  function submit() {
    const errors = collectFieldErrors(selfReportChoiceSchema, { choice: choice || undefined });
    if (errors['choice']) {
      setError(errors['choice']);
      return;
    }
    setError(null);
    onConfirm(choice as SelfReportChoice['choice']);
  }

  return (
    <Modal
      title="Confirm your selection"
      variant="header"
      actionLabel={busy ? 'Saving…' : 'Submit'}
      actionDisabled={busy}
      onAction={submit}
      onClose={onClose}
    >
      <section className={styles.yourReport} aria-label="Your Report">
        <h3>Your Report</h3>
        <p>
          {teaser.name.first} {teaser.name.last}
          {place ? `, ${place.city}, ${place.state}` : ''}
          {teaser.age !== null ? `, age ${teaser.age}` : ''}
        </p>
      </section>
      <fieldset className={styles.options} aria-describedby={error ? 'self-report-choice-error' : undefined}>
        <legend>Is this your report?</legend>
        {OPTIONS.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name="self-report-choice"
              value={option.value}
              checked={choice === option.value}
              onChange={() => setChoice(option.value)}
            />{' '}
            {option.label}
          </label>
        ))}
      </fieldset>
      {error ? (
        <p id="self-report-choice-error" className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
    </Modal>
  );
}
