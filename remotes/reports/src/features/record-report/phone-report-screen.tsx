import { useMemo } from 'react';
import { useParams } from '@beacon/react-router';

import { phoneTarget } from './resolve-search-record';
import { SearchReport } from './SearchReport';

// Default export: React.lazy loads this screen as its own chunk.
export default function PhoneReportScreen() {
  const { phone } = useParams();
  const target = useMemo(() => phoneTarget(phone), [phone]);
  return <SearchReport target={target} type="phone" />;
}
