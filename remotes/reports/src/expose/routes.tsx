import { reportsRoutes, routeObjectsOf, type RemoteRoutesModule, type ScreensOf } from '@beacon/platform';
import { lazyScreen } from '@beacon/ui';

// The routes are the remote's manifest in @beacon/platform (paths relative to /dashboard, titles, entitlements,
// navigation); this file gives each its screen, each screen its own chunk.
const RecordsListScreen = lazyScreen(() => import('../features/records-list/records-list-screen'));
const RecordReportScreen = lazyScreen(() => import('../features/record-report/record-report-screen'));
const MemberPersonReportScreen = lazyScreen(() => import('../features/record-report/member-person-report-screen'));
const EmailReportScreen = lazyScreen(() => import('../features/record-report/email-report-screen'));
const PhoneReportScreen = lazyScreen(() => import('../features/record-report/phone-report-screen'));
const LocationReportScreen = lazyScreen(() => import('../features/record-report/location-report-screen'));
const CreateRecordScreen = lazyScreen(() => import('../features/create-record/create-record-screen'));

const screens: ScreensOf<typeof reportsRoutes> = {
  recordsList: RecordsListScreen,
  recordReport: RecordReportScreen,
  memberPersonReport: MemberPersonReportScreen,
  emailReport: EmailReportScreen,
  phoneReport: PhoneReportScreen,
  locationReport: LocationReportScreen,
  createRecord: CreateRecordScreen,
};

export const routes = routeObjectsOf(reportsRoutes, screens);

export default { routes } satisfies RemoteRoutesModule;
