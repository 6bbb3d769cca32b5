import { defineRoutes } from './route-manifest';

// The reports remote's routes (spec §2.1, §2.4).
export const reportsRoutes = defineRoutes('reports', {
  recordsList: {
    path: 'reports',
    title: 'Reports',
    nav: { top: { label: 'Reports', order: 30 }, mobile: { label: 'Reports', order: 20 } },
  },
  recordReport: { path: 'reports/:recordId', title: 'Report' },
  memberPersonReport: { path: 'report/:accountId/person/:recordId/', title: 'Person Report' },
  emailReport: { path: 'report/email/:email', title: 'Email Report' },
  phoneReport: { path: 'report/phone/:phone', title: 'Phone Report' },
  locationReport: { path: 'report/location/', title: 'Address Report' },
  createRecord: { path: 'create-record', title: 'Create Record' },
});
