import { useMemo } from 'react';
import { useParams } from '@beacon/react-router';

import { emailTarget } from './resolve-search-record';
import { SearchReport } from './SearchReport';

// Default export: React.lazy loads this screen as its own chunk.
export default function EmailReportScreen() {
  const { email } = useParams();
  const target = useMemo(() => emailTarget(email), [email]);
  return <SearchReport target={target} type="email" />;
}
