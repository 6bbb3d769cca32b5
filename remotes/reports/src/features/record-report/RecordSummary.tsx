import { useId } from 'react';

import { useRecordStats } from '@beacon/api';
import { formatDisplayDate } from '@beacon/platform';

import type { SideColumnProps } from './side-column-props';
import styles from './record-view.module.css';

/** How big the report is and how often the member opened it (GET /me/records/{id}/stats). */
export function RecordSummary({ recordId, sectionTitles }: SideColumnProps) {
  const titleId = useId();
  const stats = useRecordStats(recordId);
  if (!stats.data) return null;
  const counts = Object.entries(stats.data.sections).flatMap(([section, count]) => {
    const title = sectionTitles[section as keyof typeof sectionTitles];
    return title && count !== undefined ? [{ section, title, count }] : [];
  });
  const updated = formatDisplayDate(stats.data.lastUpdated);
  return (
    <section className={styles.sidePanel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sideTitle}>
        Report Summary
      </h2>
      <dl className={styles.summary}>
        {updated ? (
          <div className={styles.summaryRow}>
            <dt>Last updated</dt>
            <dd>{updated}</dd>
          </div>
        ) : null}
        <div className={styles.summaryRow}>
          <dt>Times viewed</dt>
          <dd>{stats.data.views}</dd>
        </div>
        {counts.map(({ section, title, count }) => (
          <div key={section} className={styles.summaryRow}>
            <dt>{title}</dt>
            <dd>{count}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
