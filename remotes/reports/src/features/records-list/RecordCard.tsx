import { useId } from 'react';
import { Link } from '@beacon/react-router';

import type { MemberRecord } from '@beacon/api';

import {
  REPORT_TYPE_LABELS,
  cityState,
  fullName,
  recordAge,
  recordTitle,
  reportLink,
} from '../../record-display/record-display';
import type { RecordCardAction } from './record-card-action';
import styles from './records-list.module.css';

export interface RecordCardProps {
  record: MemberRecord;
  /** the member confirmed this record as their own (account data.customers_report) */
  isYourReport: boolean;
  now: Date;
  deleteAction?: RecordCardAction;
  addToListAction?: RecordCardAction;
  removeFromListAction?: RecordCardAction;
  archiveAction?: RecordCardAction;
}

/** What a card says under its headline, by record type (spec §3 record data). */
function details(record: MemberRecord, now: Date): string[] {
  const { data } = record;
  const place = cityState(data);
  switch (record.type) {
    case 'person': {
      const age = recordAge(data, now);
      return [age !== null ? `Age ${age}` : '', place].filter(Boolean);
    }
    case 'phone':
    case 'email':
      return [fullName(data.name), place].filter(Boolean);
    case 'location': {
      const address = data.address;
      return address ? [`${address.city}, ${address.state_code} ${address.zip_code}`.trim()] : [];
    }
  }
}

function ActionButton({
  action,
  label,
  describedBy,
}: {
  action?: RecordCardAction;
  label: string;
  describedBy: string;
}) {
  if (!action?.enabled) return null;
  return (
    <button type="button" className={styles.action} onClick={action.onSelect} aria-describedby={describedBy}>
      {label}
    </button>
  );
}

/** A record of the records list: person, phone, location or email content, its marks and its actions. */
export function RecordCard({
  record,
  isYourReport,
  now,
  deleteAction,
  addToListAction,
  removeFromListAction,
  archiveAction,
}: RecordCardProps) {
  const titleId = useId();
  const title = recordTitle(record);
  const link = reportLink(record);
  const marks = [
    { label: 'Your Report', className: styles.pill, shown: isYourReport },
    { label: 'Premium Report', className: styles.pill, shown: record.isPremium },
    // a protected record: monitoring holds usage ids for it
    { label: 'Activated', className: styles.flag, shown: Object.keys(record.usageIds).length > 0 },
    { label: 'Archived', className: styles.muted, shown: record.isArchived },
  ].filter((mark) => mark.shown);
  return (
    <li className={record.isArchived ? `${styles.card} ${styles.archived}` : styles.card}>
      <article aria-labelledby={titleId} className={styles.cardBody}>
        <p className={styles.type}>{REPORT_TYPE_LABELS[record.type]}</p>
        <h2 id={titleId} className={styles.cardTitle}>
          <Link to={link.to} state={link.state}>
            {title}
          </Link>
        </h2>
        {details(record, now).map((line) => (
          <p key={line} className={styles.detail}>
            {line}
          </p>
        ))}
        {marks.length ? (
          <ul className={styles.marks} aria-label="Marks">
            {marks.map((mark) => (
              <li key={mark.label} className={mark.className}>
                {mark.label}
              </li>
            ))}
          </ul>
        ) : null}
      </article>
      <div className={styles.actions}>
        <ActionButton action={addToListAction} label="+ Add to List" describedBy={titleId} />
        <ActionButton action={removeFromListAction} label="- Remove from List" describedBy={titleId} />
        <ActionButton
          action={archiveAction}
          label={record.isArchived ? 'Unarchive' : 'Archive'}
          describedBy={titleId}
        />
        <ActionButton action={deleteAction} label="Delete" describedBy={titleId} />
      </div>
    </li>
  );
}
