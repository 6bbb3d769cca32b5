import type { ReactNode } from 'react';

import { EmptyState } from './empty-state';
import styles from './sections.module.css';

interface FactGroupProps {
  /** heading of the group inside its section; none when the list is the whole section */
  title?: string;
  /** what the list holds, for its empty state ("phone numbers") */
  things: string;
  count: number;
  children: ReactNode;
}

/** A list of facts of one kind, or its empty state. */
export function FactGroup({ title, things, count, children }: FactGroupProps) {
  return (
    <div className={styles.group}>
      {title ? <h3 className={styles.groupTitle}>{title}</h3> : null}
      {count > 0 ? <ul className={styles.list}>{children}</ul> : <EmptyState things={things} />}
    </div>
  );
}
