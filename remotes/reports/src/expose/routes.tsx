import { reportsRoutes, routeObjectsOf, type RemoteRoutesModule, type ScreensOf } from '@beacon/platform';
import {
  recordLayoutQueryOptions,
  recordQueryOptions,
  recordReportQueryOptions,
  recordsQueryOptions,
} from '@beacon/api';
import { lazyScreen } from '@beacon/ui';
import { decodeRecordIdParam } from '@beacon/validation';

import { recordLayoutId } from '../dynamic-layout/record-layout-id';
import { cachedDynamicLayoutQueryOptions } from '../dynamic-layout/use-dynamic-layout';

// The routes are the remote's manifest in @beacon/platform (paths relative to /dashboard, titles, entitlements,
// navigation); this file gives each its screen, each screen its own chunk, named
// screen-<route key> so that the edge can preload a route's screen with its page (deploy/src/edge/html-shell.ts).
const RecordsListScreen = lazyScreen(
  () => import(/* webpackChunkName: "screen-recordsList" */ '../features/records-list/records-list-screen'),
);
const RecordReportScreen = lazyScreen(
  () => import(/* webpackChunkName: "screen-recordReport" */ '../features/record-report/record-report-screen'),
);
const MemberPersonReportScreen = lazyScreen(
  () =>
    import(/* webpackChunkName: "screen-memberPersonReport" */ '../features/record-report/member-person-report-screen'),
);
const EmailReportScreen = lazyScreen(
  () => import(/* webpackChunkName: "screen-emailReport" */ '../features/record-report/email-report-screen'),
);
const PhoneReportScreen = lazyScreen(
  () => import(/* webpackChunkName: "screen-phoneReport" */ '../features/record-report/phone-report-screen'),
);
const LocationReportScreen = lazyScreen(
  () => import(/* webpackChunkName: "screen-locationReport" */ '../features/record-report/location-report-screen'),
);
const CreateRecordScreen = lazyScreen(
  () => import(/* webpackChunkName: "screen-createRecord" */ '../features/create-record/create-record-screen'),
);

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

// The lists' and reports' own data starts loading with their screens' code (RemoteRoutesModule.prefetch).
export const prefetch: RemoteRoutesModule['prefetch'] = {
  recordsList: (_params, queryClient) => void queryClient.prefetchQuery(recordsQueryOptions()),
  // The record, its report and its layout at once, and the page's dynamic layout as soon as the record names its
  // type: the report's first screen needs the first three, and asked one after another they were round trips.
  recordReport: ({ recordId: param = '' }, queryClient) => {
    const recordId = decodeRecordIdParam(param);
    if (!/^\d+$/.test(recordId)) return;
    void queryClient.prefetchQuery(recordReportQueryOptions(recordId));
    void queryClient.prefetchQuery(recordLayoutQueryOptions(recordId));
    void queryClient.fetchQuery(recordQueryOptions(recordId)).then(
      (record) => queryClient.prefetchQuery(cachedDynamicLayoutQueryOptions(recordLayoutId(record.type))),
      () => undefined,
    );
  },
};
