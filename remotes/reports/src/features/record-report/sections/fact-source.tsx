import { formatDisplayDate } from '@beacon/platform';

import { sourceLabel } from './report-text';
import styles from './sections.module.css';

interface FactSourceProps {
  fact: { source_type: string; last_seen?: string };
}

/** Where a fact comes from and when the records last showed it: "Source: Property records · Last seen Oct 1, 2025". */
export function FactSource({ fact }: FactSourceProps) {
  const lastSeen = fact.last_seen ? formatDisplayDate(fact.last_seen) : '';
  return (
    <p className={styles.source}>
      Source: {sourceLabel(fact.source_type)}
      {lastSeen ? ` · Last seen ${lastSeen}` : ''}
    </p>
  );
}
