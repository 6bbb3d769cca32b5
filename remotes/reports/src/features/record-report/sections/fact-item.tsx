import type { ReactNode } from 'react';

import { FactSource } from './fact-source';
import styles from './sections.module.css';

interface FactItemProps {
  /** the fact's main text, usually a CorrectableValue */
  title: ReactNode;
  /** marks after the title ("Current") */
  marks?: string[];
  /** short details on one line, joined by " · "; empty ones are left out */
  details?: (string | null | undefined | false)[];
  source: { source_type: string; last_seen?: string };
  children?: ReactNode;
}

/** One fact of a list: its text, marks, details and source. */
export function FactItem({ title, marks = [], details = [], source, children }: FactItemProps) {
  const shownDetails = details.filter((detail): detail is string => Boolean(detail));
  return (
    <li className={styles.item}>
      <p className={styles.title}>
        {title}
        {marks.map((mark) => (
          <span key={mark} className={styles.mark}>
            {mark}
          </span>
        ))}
      </p>
      {shownDetails.length ? <p className={styles.details}>{shownDetails.join(' · ')}</p> : null}
      {children}
      <FactSource fact={source} />
    </li>
  );
}
