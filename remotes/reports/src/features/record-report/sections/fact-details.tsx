import type { ReactNode } from 'react';

import styles from './sections.module.css';

/** Labelled details of one fact ("Filed: Jul 1, 2011"); entries without a value are left out. */
export function FactDetails({ entries }: { entries: [term: string, value: ReactNode][] }) {
  const shown = entries.filter(([, value]) => value !== '' && value !== null && value !== undefined);
  if (!shown.length) return null;
  return (
    <dl className={styles.itemFacts}>
      {shown.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
