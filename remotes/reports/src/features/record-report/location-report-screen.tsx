import { useMemo } from 'react';
import { useLocation } from '@beacon/react-router';

import { locationTarget } from './resolve-search-record';
import { SearchReport } from './SearchReport';

// Default export: React.lazy loads this screen as its own chunk.
export default function LocationReportScreen() {
  const { search } = useLocation();
  const target = useMemo(() => locationTarget(search), [search]);
  return <SearchReport target={target} type="location" />;
}
