import { useEffect, useState } from 'react';

import {
  GUARDIAN_MODAL_BAR_HEIGHT_PX,
  GUARDIAN_MODAL_FINAL_DELAY_MS,
  GUARDIAN_MODAL_PROGRESS_MS,
  GUARDIAN_MODAL_SECOND_SLIDE_MS,
} from '@beacon/platform';
import { Modal } from '../modal/Modal';
import styles from './guardian-activation.module.css';

export const GUARDIAN_FEATURES = [
  'Increase your privacy',
  'Protect against online thieves',
  'Correct your report',
  'Scan the Dark Web for your private data',
  'Get help if your information is compromised',
];

export const GUARDIAN_WAIT_TEXT =
  'Please wait. Access to Guardian Personal Data Protection will be added to your account.';

export interface GuardianActivationModalProps {
  /** Called once the progress bar has run and its delay passed: the caller goes to the enrolment page. */
  onDone: () => void;
}

/**
 * Guardian activation (spec §4): shown when the member has just marked a record as their own (Search For Yourself,
 * or "Is this your report?" on a report). The first slide says
 * so, the second (after 7 s) lists what Guardian does; a progress bar runs 17 s plus a 1 s delay, then `onDone`.
 * It cannot be dismissed: access is being added to the account meanwhile.
 */
export function GuardianActivationModal({ onDone }: GuardianActivationModalProps) {
  const [slide, setSlide] = useState<1 | 2>(1);
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    const started = Date.now();
    const second = window.setTimeout(() => setSlide(2), GUARDIAN_MODAL_SECOND_SLIDE_MS);
    const tick = window.setInterval(() => {
      setProgress(Math.min(100, Math.round(((Date.now() - started) / GUARDIAN_MODAL_PROGRESS_MS) * 100)));
    }, 250);
    const done = window.setTimeout(onDone, GUARDIAN_MODAL_PROGRESS_MS + GUARDIAN_MODAL_FINAL_DELAY_MS);
    return () => {
      window.clearTimeout(second);
      window.clearInterval(tick);
      window.clearTimeout(done);
    };
    // onDone is read once: restarting the 18 s sequence on a parent re-render would be wrong
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Modal title="Guardian Personal Data Protection" variant="header">
      {slide === 1 ? (
        <div aria-live="polite">
          <p className={styles.lead}>Your report has been marked as yours.</p>
          <p>Guardian Personal Data Protection is included with your membership.</p>
        </div>
      ) : (
        <div aria-live="polite">
          <p className={styles.lead}>With Guardian you can:</p>
          <ul className={styles.features}>
            {GUARDIAN_FEATURES.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </div>
      )}
      <div
        className={styles.progress}
        style={{ height: GUARDIAN_MODAL_BAR_HEIGHT_PX }}
        role="progressbar"
        aria-label="Adding Guardian to your account"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <div className={styles.progressFill} style={{ width: `${progress}%` }} />
      </div>
      <p>{GUARDIAN_WAIT_TEXT}</p>
    </Modal>
  );
}
