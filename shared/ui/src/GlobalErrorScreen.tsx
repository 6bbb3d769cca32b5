import { useEffect } from 'react';

import styles from './error-screen.module.css';
import { GLOBAL_ERROR_TEXT } from './errors';

/** The app-wide error text (spec §2.3): the whole text reloads the page. `error` is what the app's boundary caught. */
export function GlobalErrorScreen({ error, onError }: { error: unknown; onError?: (error: unknown) => void }) {
  useEffect(() => {
    onError?.(error);
  }, [error, onError]);
  return (
    <div className={styles.screen} role="alert">
      <button type="button" className={styles.action} onClick={() => window.location.reload()}>
        {GLOBAL_ERROR_TEXT}
      </button>
    </div>
  );
}
