import { Suspense, use, useEffect } from 'react';

import { RouteErrorBoundary, RouteSpinner } from '@beacon/ui';

import { loadRemoteModule } from '../federation/load-remote-module';
import styles from './chrome.module.css';

function RemoteSearchPanel({ onSearched }: { onSearched: () => void }) {
  const { SearchPanel } = use(loadRemoteModule('search', 'SearchPanel'));
  return <SearchPanel onSearched={onSearched} />;
}

/** The header's search area: the search remote's SearchPanel widget, over an overlay that closes it. */
export function HeaderSearch({ open, onClose }: { open: boolean; onClose: () => void }) {
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <>
      <button type="button" className={styles.overlay} aria-label="Close search" onClick={onClose} />
      <div className={styles.searchArea} id="header-search">
        <RouteErrorBoundary>
          <Suspense fallback={<RouteSpinner label="Loading search" />}>
            <RemoteSearchPanel onSearched={onClose} />
          </Suspense>
        </RouteErrorBoundary>
      </div>
    </>
  );
}
