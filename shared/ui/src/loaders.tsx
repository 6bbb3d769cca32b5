import styles from './loaders.module.css';

/** Route loading spinner (spec §2.3). */
export function RouteSpinner({ label = 'Loading' }: { label?: string }) {
  return <div className={styles.spinner} role="status" aria-live="polite" aria-label={label} />;
}

/** Full-screen loading overlay with the spec's title, subheader and warning. */
export function LoadingOverlay() {
  return (
    <div className={styles.overlay} role="alertdialog" aria-modal="true" aria-labelledby="loading-overlay-title">
      <h2 id="loading-overlay-title" className={styles.overlayTitle}>
        Loading...
      </h2>
      <p>Please Wait</p>
      <p>Please be patient. Do not refresh, close, or press the back button.</p>
    </div>
  );
}

const PLACEHOLDER_CHARACTERS = { sentence: 40, word: 7, name: 14 } as const;

/** Text placeholder loaders sized sentence (40 characters), word (7) and name (14). */
export function TextPlaceholder({ size }: { size: keyof typeof PLACEHOLDER_CHARACTERS }) {
  return (
    <span className={styles.placeholder} style={{ width: `${PLACEHOLDER_CHARACTERS[size]}ch` }} aria-hidden="true" />
  );
}
