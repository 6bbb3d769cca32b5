import { useEffect, type ReactNode } from 'react';

import styles from './page.module.css';

export interface PageProps {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}

/** The frame of every screen: its heading names the page for members and for screen readers. */
export function Page({ title, intro, children }: PageProps) {
  useEffect(() => {
    document.title = `${title} | Beacon`;
  }, [title]);
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </section>
  );
}
