import { useId, useState } from 'react';

import { usePutCorrection } from '@beacon/api';
import { Modal } from '@beacon/ui';

import styles from './record-view.module.css';

export interface CorrectionTarget {
  itemId: string;
  label: string;
  value: string;
}

/** The server's limit of a corrected value (contract: 1–500 characters). */
const MAX_CORRECTION_LENGTH = 500;

/** The member's own value for one item of a report; the original stays and can be restored. */
export function CorrectionModal({
  recordId,
  target,
  onClose,
}: {
  recordId: number;
  target: CorrectionTarget;
  onClose: () => void;
}) {
  const fieldId = useId();
  const errorId = useId();
  const [value, setValue] = useState(target.value);
  const [error, setError] = useState<string | null>(null);
  const putCorrection = usePutCorrection();

  function save() {
    const trimmed = value.trim();
    if (!trimmed) {
      setError('Please enter the correct information.');
      return;
    }
    setError(null);
    putCorrection.mutate(
      { recordId, itemId: target.itemId, value: trimmed },
      {
        onSuccess: onClose,
        onError: (failure) => {
          console.error('Correction failed', failure);
          setError('Your correction could not be saved. Please try again.');
        },
      },
    );
  }

  return (
    <Modal
      title="Correct This Information"
      actionLabel={putCorrection.isPending ? 'Saving…' : 'Save Correction'}
      actionDisabled={putCorrection.isPending}
      onAction={save}
      onClose={onClose}
    >
      <p>
        {target.label}: <strong>{target.value}</strong>
      </p>
      <div className={styles.field}>
        <label htmlFor={fieldId}>Correct {target.label.toLowerCase()}</label>
        <textarea
          id={fieldId}
          value={value}
          maxLength={MAX_CORRECTION_LENGTH}
          rows={3}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      {error ? (
        <p id={errorId} className={styles.inlineError} role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
