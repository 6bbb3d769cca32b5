import styles from './error-screen.module.css';
import {
  LOADING_CHUNK_FAILED,
  ROUTE_ERROR_GO_BACK,
  ROUTE_ERROR_RELOAD,
  ROUTE_ERROR_TITLE,
  isChunkTimeout,
  isRequestError,
} from './errors';

export interface ErrorScreenProps {
  error: unknown;
  onReload?: () => void;
  onGoBack?: () => void;
}

/** Route-level error screen (spec §2.3): reload when a request failed, otherwise go back. */
export function ErrorScreen({
  error,
  onReload = () => window.location.reload(),
  onGoBack = () => window.history.back(),
}: ErrorScreenProps) {
  const fromRequest = isRequestError(error);
  return (
    <div className={styles.screen} role="alert">
      <h2 className={styles.title}>{ROUTE_ERROR_TITLE}</h2>
      {isChunkTimeout(error) ? <p className={styles.detail}>{LOADING_CHUNK_FAILED}</p> : null}
      {fromRequest ? (
        <button type="button" className={styles.action} onClick={onReload}>
          {ROUTE_ERROR_RELOAD}
        </button>
      ) : (
        <button type="button" className={styles.action} onClick={onGoBack}>
          {ROUTE_ERROR_GO_BACK}
        </button>
      )}
    </div>
  );
}
