import { useId, useState } from 'react';

import type { MonitoredRecord, MonitoredRecordKind, RecordNotification } from '@beacon/api';

import identity from '../../identity-ui/identity.module.css';
import { LoadFailure, LoadingLines } from '../../identity-ui/LoadState';
import { ChangeDetails } from './ChangeDetails';
import { filterUpdates, newestFirst, subjectOf, type UpdatesFilter } from './record-changes';
import styles from './report-monitoring.module.css';

const FILTERS: { value: UpdatesFilter; label: string; none: string }[] = [
  { value: 'all', label: 'All', none: '' },
  { value: 'person', label: 'People', none: 'No changes to the people you monitor yet.' },
  { value: 'location', label: 'Places', none: 'No changes to the places you monitor yet.' },
];

export const NO_UPDATES = 'No changes yet. We check every monitored report each time the public records are refreshed.';

export interface ReportUpdatesProps {
  updates: readonly RecordNotification[] | undefined;
  isError: boolean;
  onRetry: () => void;
  records: Readonly<Record<MonitoredRecordKind, readonly MonitoredRecord[]>>;
}

/** The "Report updates" feed: every update, newest first, filterable by people or places. */
export function ReportUpdates({ updates, isError, onRetry, records }: ReportUpdatesProps) {
  const titleId = useId();
  const filterName = useId();
  const [filter, setFilter] = useState<UpdatesFilter>('all');

  let content;
  if (updates === undefined && isError) {
    content = <LoadFailure text="Your report updates could not be loaded. Please try again." onRetry={onRetry} />;
  } else if (updates === undefined) {
    content = <LoadingLines label="Loading report updates" />;
  } else if (updates.length === 0) {
    content = <p className={identity.muted}>{NO_UPDATES}</p>;
  } else {
    const shown = newestFirst(filterUpdates(updates, filter));
    content = (
      <>
        <fieldset className={styles.filter}>
          <legend className={styles.filterLegend}>Show updates about</legend>
          {FILTERS.map((option) => (
            <label key={option.value} className={styles.filterOption}>
              <input
                type="radio"
                name={filterName}
                value={option.value}
                checked={filter === option.value}
                onChange={() => setFilter(option.value)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        {shown.length === 0 ? (
          <p className={identity.muted}>{FILTERS.find((option) => option.value === filter)?.none}</p>
        ) : (
          <ol className={styles.feed} aria-label="Report updates, newest first">
            {shown.map((update) => {
              const subject = subjectOf(update, records);
              return (
                <li key={`${update.type}-${update.id}`} className={styles.feedItem}>
                  {subject ? <p className={styles.subject}>{subject}</p> : null}
                  <ChangeDetails update={update} />
                </li>
              );
            })}
          </ol>
        )}
      </>
    );
  }

  return (
    <section className={identity.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={identity.sectionTitle}>
        Report updates
      </h2>
      {content}
    </section>
  );
}
