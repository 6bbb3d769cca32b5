import type { RouteObject } from 'react-router-dom';

import type { RemoteRoutesModule } from '@beacon/platform';
import { lazyScreen } from '@beacon/ui';

// Paths are relative to /dashboard, where the host mounts every remote. Each screen is its own chunk.
const RecordsListScreen = lazyScreen(() => import('../features/records-list/records-list-screen'));
const RecordReportScreen = lazyScreen(() => import('../features/record-report/record-report-screen'));
const MemberPersonReportScreen = lazyScreen(() => import('../features/record-report/member-person-report-screen'));
const EmailReportScreen = lazyScreen(() => import('../features/record-report/email-report-screen'));
const PhoneReportScreen = lazyScreen(() => import('../features/record-report/phone-report-screen'));
const LocationReportScreen = lazyScreen(() => import('../features/record-report/location-report-screen'));
const CreateRecordScreen = lazyScreen(() => import('../features/create-record/create-record-screen'));

export const routes: RouteObject[] = [
  { path: 'reports', element: <RecordsListScreen /> },
  { path: 'reports/:recordId', element: <RecordReportScreen /> },
  { path: 'report/:accountId/person/:recordId', element: <MemberPersonReportScreen /> },
  { path: 'report/email/:email', element: <EmailReportScreen /> },
  { path: 'report/phone/:phone', element: <PhoneReportScreen /> },
  { path: 'report/location', element: <LocationReportScreen /> },
  { path: 'create-record', element: <CreateRecordScreen /> },
];

export default { routes } satisfies RemoteRoutesModule;
