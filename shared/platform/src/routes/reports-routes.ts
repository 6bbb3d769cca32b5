import { defineRoutes } from './route-manifest';

/**
 * A record id as report links carry it: digits, or for e-mail records their base64 form (spec §2.4), whose letters and
 * digits never include `+` or `/` for a string of digits; its `=` padding comes percent-encoded in the links the app
 * writes (the router's path keeps it so) and decoded at the edge. Whether such a record exists only the API knows, and
 * only for its member.
 */
export const RECORD_ID_PARAM = '[0-9]+|[A-Za-z0-9]+(?:=|%3D)?(?:=|%3D)?';

// The reports remote's routes (spec §2.1, §2.4).
export const reportsRoutes = defineRoutes('reports', {
  recordsList: {
    path: 'reports',
    title: 'Reports',
    nav: { top: { label: 'Reports', order: 30 }, mobile: { label: 'Reports', order: 20 } },
  },
  recordReport: { path: 'reports/:recordId', title: 'Report', params: { recordId: RECORD_ID_PARAM } },
  memberPersonReport: { path: 'report/:accountId/person/:recordId/', title: 'Person Report' },
  emailReport: { path: 'report/email/:email', title: 'Email Report' },
  phoneReport: { path: 'report/phone/:phone', title: 'Phone Report' },
  locationReport: { path: 'report/location/', title: 'Address Report' },
  createRecord: { path: 'create-record', title: 'Create Record' },
});
