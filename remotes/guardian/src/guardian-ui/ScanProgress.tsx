import type { GuardianScan } from '@beacon/api';
import { formatQuantity } from '@beacon/platform';

import styles from './report.module.css';

/** A running (or queued) scan: how many sites are done, and what it has found so far. */
export function ScanProgress({ scan }: { scan: Pick<GuardianScan, 'brokersDone' | 'brokersTotal' | 'found'> }) {
  const total = Math.max(scan.brokersTotal, 0);
  const done = Math.min(Math.max(scan.brokersDone, 0), total);
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div className={styles.progress}>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label="Scan progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${done} of ${total} sites scanned`}
      >
        <div className={styles.progressBar} style={{ width: `${percent}%` }} />
      </div>
      <div role="status" aria-live="polite">
        <p className={styles.progressText}>
          Scanning {done} of {total} sites…
        </p>
        <p className={styles.progressText}>{formatQuantity(scan.found, 'listing')} found so far</p>
      </div>
    </div>
  );
}
