import { Link } from '@beacon/react-router';

import type { MonitoredRecord, MonitoredRecordKind, RecordNotification } from '@beacon/api';
import { formatDisplayDate } from '@beacon/platform';

import identity from '../../identity-ui/identity.module.css';
import { ChangeDetails } from './ChangeDetails';
import { recordTitle, reportLinkOf } from './record-changes';
import styles from './report-monitoring.module.css';

/** How many of a record's updates its card shows; the feed below has them all. */
const LATEST = 3;

export interface MonitoredRecordCardProps {
  record: MonitoredRecord;
  kind: MonitoredRecordKind;
  /** This record's updates, newest first; undefined while they load or when they could not be read. */
  updates: RecordNotification[] | undefined;
  busy: boolean;
  /** Stop monitoring (an active record) or resume it (a stopped one). */
  onToggle: () => void;
}

/** One monitored person or place: what it is, since when, its latest updates, its report and stop or resume. */
export function MonitoredRecordCard({ record, kind, updates, busy, onToggle }: MonitoredRecordCardProps) {
  const title = recordTitle(record, kind);
  const latest = updates?.slice(0, LATEST);
  return (
    <li className={identity.card}>
      <h3 className={identity.cardTitle}>{title}</h3>
      {record.subtitle ? <p className={identity.muted}>{record.subtitle}</p> : null}
      <p className={identity.text}>
        {record.isArchived ? 'Monitoring stopped. Started ' : 'Monitoring since '}
        <time dateTime={record.created}>{formatDisplayDate(record.created)}</time>
      </p>
      {record.isArchived ? null : (
        <div className={identity.stack}>
          <h4 className={identity.minorTitle}>Latest updates</h4>
          {latest === undefined ? null : latest.length === 0 ? (
            <p className={identity.muted}>No changes yet.</p>
          ) : (
            <ul className={styles.updates}>
              {latest.map((update) => (
                <li key={`${update.type}-${update.id}`}>
                  <ChangeDetails update={update} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className={identity.actions}>
        <Link className={identity.link} to={reportLinkOf(record, kind)}>
          View report<span className={identity.visuallyHidden}> for {title}</span>
        </Link>
        <button type="button" className={identity.linkButton} disabled={busy} onClick={onToggle}>
          {record.isArchived ? 'Resume monitoring' : 'Stop monitoring'}
          <span className={identity.visuallyHidden}> {title}</span>
        </button>
      </div>
    </li>
  );
}
