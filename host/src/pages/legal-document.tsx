import type { ReactNode } from 'react';

import { Page } from '@beacon/ui';

import styles from './pages.module.css';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A legal page: its effective date, a table of contents with in-page links, then each section under a heading. */
export function LegalDocument({ title, intro, sections }: { title: string; intro: string; sections: LegalSection[] }) {
  return (
    <Page title={title} intro={intro}>
      <div className={`${styles.stack} ${styles.legal}`}>
        <p className={styles.muted}>Effective November 1, 2026.</p>
        <nav aria-label="Contents">
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>{section.title}</h2>
            {section.body}
          </section>
        ))}
      </div>
    </Page>
  );
}
