import type { RecordNotification } from '@beacon/api';
import { formatDisplayDate } from '@beacon/platform';

import { CHANGE_LABELS } from './record-changes';
import styles from './report-monitoring.module.css';

/**
 * What one update says changed: the field, the old value struck through ("was") and the new one ("now"), and when.
 * A provider notice names no field: its display text is shown as it is.
 */
export function ChangeDetails({ update }: { update: RecordNotification }) {
  const date = (
    <time className={styles.date} dateTime={update.created}>
      {formatDisplayDate(update.created)}
    </time>
  );
  if (update.field === null) {
    return (
      <div className={styles.change}>
        <p className={styles.changeText}>{update.display}</p>
        {date}
      </div>
    );
  }
  return (
    <div className={styles.change}>
      <p className={styles.changeLabel}>{CHANGE_LABELS[update.field]}</p>
      <dl className={styles.values}>
        {update.old_value !== null ? (
          <>
            <dt>Was</dt>
            <dd>
              <del className={styles.oldValue}>{update.old_value}</del>
            </dd>
          </>
        ) : null}
        <dt>Now</dt>
        <dd>{update.new_value ?? <span className={styles.removed}>Removed</span>}</dd>
      </dl>
      {date}
    </div>
  );
}
