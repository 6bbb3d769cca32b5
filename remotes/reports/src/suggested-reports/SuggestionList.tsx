import { useId } from 'react';
import { Link } from '@beacon/react-router';

import type { SuggestedReport } from '@beacon/api';
import { paths } from '@beacon/platform';

import { fullName } from '../record-display/record-display';
import styles from './suggested-reports.module.css';

export const RELATIONS: Record<SuggestedReport['reason'], string> = {
  relative: 'Relative',
  associate: 'Associate',
  neighbor: 'Neighbor',
};

interface SuggestionListProps {
  suggestions: readonly SuggestedReport[] | undefined;
  /** the label of a suggestion's relation: on a report, to its subject ("Relative"); elsewhere, whose it is */
  relation: (suggestion: SuggestedReport) => string;
}

/** The "Suggested Reports" panel: each person with a link that opens (creating) their report. Nothing when empty. */
export function SuggestionList({ suggestions, relation }: SuggestionListProps) {
  const titleId = useId();
  if (!suggestions?.length) return null;
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Suggested Reports
      </h2>
      <ul className={styles.list}>
        {suggestions.map((suggestion) => {
          const name = fullName(suggestion.name);
          const open = `${paths.createRecord}?${new URLSearchParams({ type: 'person', pointer: suggestion.pointer })}`;
          return (
            <li key={suggestion.pointer} className={styles.item}>
              <span>
                <strong>{name}</strong>
                {suggestion.age !== null ? `, ${suggestion.age}` : ''}
                {suggestion.location ? ` · ${suggestion.location.city}, ${suggestion.location.state}` : ''}
                <span className={styles.reason}> · {relation(suggestion)}</span>
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
