import type { ReactNode } from 'react';

import styles from './notice.module.css';

/** What an action did: a success is announced politely, a failure at once. */
export interface NoticeValue {
  kind: 'done' | 'failed';
  text: string;
}

/** The outcome of the last action; `children` add to a success (a link to what follows). */
export function Notice({ notice, children }: { notice: NoticeValue | null; children?: ReactNode }) {
  if (!notice) return null;
  if (notice.kind === 'failed') {
    return (
      <p className={styles.error} role="alert">
        {notice.text}
      </p>
    );
  }
  return (
    <div className={styles.success} role="status">
      <p>{notice.text}</p>
      {children}
    </div>
  );
}
