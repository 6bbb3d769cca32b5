import { useSetAtom } from 'jotai';
import { memo, Suspense, use } from 'react';

import { showSearchYourselfModalAtom, useAtomSnapshot } from '@beacon/session';
import { LoadingOverlay, RouteErrorBoundary } from '@beacon/ui';

import { loadRemoteModule } from '../federation/load-remote-module';

function RemoteSearchYourself({ onClose }: { onClose: () => void }) {
  const { SearchYourselfModal } = use(loadRemoteModule('search', 'SearchYourself'));
  return <SearchYourselfModal onClose={onClose} />;
}

/** Opens the search remote's Search Yourself modal while `showSearchYourselfModal` is set (spec §3 client state). */
export const SearchYourselfHost = memo(function SearchYourselfHost() {
  const open = useAtomSnapshot(showSearchYourselfModalAtom);
  const setOpen = useSetAtom(showSearchYourselfModalAtom);
  if (!open) return null;
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<LoadingOverlay />}>
        <RemoteSearchYourself onClose={() => setOpen(false)} />
      </Suspense>
    </RouteErrorBoundary>
  );
});
