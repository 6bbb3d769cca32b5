import { useId } from 'react';
import { Link } from '@beacon/react-router';

import { useSuggestedReports } from '@beacon/api';
import { paths } from '@beacon/platform';

import { fullName } from '../record-display/record-display';
import styles from './suggested-reports.module.css';

const REASONS = { relative: 'Relative', associate: 'Associate', neighbor: 'Neighbor' } as const;

/**
 * People related to the member's reports who are not reports yet. Shows nothing while loading, when there are none,
 * or when the call fails (spec §8: that failure is only logged to the console).
 */
export function SuggestedReports() {
  const titleId = useId();
  const { data } = useSuggestedReports();
  if (!data?.length) return null;
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Suggested Reports
      </h2>
      <ul className={styles.list}>
        {data.map((suggestion) => {
          const name = fullName(suggestion.name);
          const open = `${paths.createRecord}?${new URLSearchParams({ type: 'person', pointer: suggestion.pointer })}`;
          return (
            <li key={suggestion.pointer} className={styles.item}>
              <span>
                <strong>{name}</strong>
                {suggestion.age !== null ? `, ${suggestion.age}` : ''}
                {suggestion.location ? ` · ${suggestion.location.city}, ${suggestion.location.state}` : ''}
                <span className={styles.reason}> · {REASONS[suggestion.reason]}</span>
              </span>
              <Link to={open} state={{ subject: name }} aria-label={`Open report for ${name}`}>
                Open Report
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
