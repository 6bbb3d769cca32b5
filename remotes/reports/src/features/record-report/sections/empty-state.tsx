import styles from './sections.module.css';

/** The one wording of "nothing here" across sections: "No phone numbers found." */
export function EmptyState({ things }: { things: string }) {
  return <p className={styles.empty}>No {things} found.</p>;
}
