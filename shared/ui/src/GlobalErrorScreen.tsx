import { useEffect } from 'react';
import { useRouteError } from '@beacon/react-router';

import styles from './error-screen.module.css';
import { GLOBAL_ERROR_TEXT } from './errors';

/** The app-wide error text (spec §2.3): the whole text reloads the page. */
export function GlobalErrorScreen({ onError }: { onError?: (error: unknown) => void }) {
  const error = useRouteError();
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
