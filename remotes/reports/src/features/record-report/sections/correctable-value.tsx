import type { ReactNode } from 'react';

import { activeCorrection } from './corrections';
import type { SectionProps } from './section-props';
import styles from './sections.module.css';

interface CorrectableValueProps extends SectionProps {
  itemId: string;
  /** what the item is, for the correction form and the control's accessible name ("Phone number") */
  label: string;
  /** the item as the records give it */
  value: string;
  /** how to show the original (a link, say); a corrected value is always plain text */
  children?: ReactNode;
}

/** One fact's main text: the member's active correction, marked "Corrected", in place of the original. */
export function CorrectableValue({ report, onCorrect, itemId, label, value, children }: CorrectableValueProps) {
  const corrected = activeCorrection(report, itemId);
  const shown = corrected ?? value;
  return (
    <span className={styles.value}>
      {corrected === undefined ? (children ?? value) : corrected}
      {corrected === undefined ? null : <span className={styles.corrected}>Corrected</span>}
      {onCorrect ? (
        <button
          type="button"
          className={styles.correct}
          aria-label={`Correct ${label}: ${shown}`}
          onClick={() => onCorrect({ itemId, label, value: shown })}
        >
          Correct
        </button>
      ) : null}
    </span>
  );
}
