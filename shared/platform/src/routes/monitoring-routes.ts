import { defineRoutes } from './route-manifest';

// The monitoring remote's routes (spec §2.1, §2.3): dark web and identity monitoring, report monitoring, sex
// offender watch, family tree.
export const monitoringRoutes = defineRoutes('monitoring', {
  darkWeb: {
    path: 'dark-web',
    title: 'Dark Web Monitoring',
    entitlement: 'darkWebMonitoringLink',
    nav: {
      top: { label: 'Dark Web Monitoring', order: 20, entitlement: 'darkWebMonitoringLink' },
      // the mobile menu shows Identity Protection instead once dark web monitoring is held
      mobile: { label: 'Dark Web Monitoring', order: 31, group: 'identity', entitlement: 'darkWebMonitoringLink' },
    },
  },
  darkWebSetup: { path: 'dark-web/setup', title: 'Dark Web Monitoring Setup' },
  darkWebAddMember: { path: 'dark-web/add-member', title: 'Add a Member' },
  darkWebMonitoringDashboard: {
    path: 'dark-web-monitoring/dashboard',
    // named after the top bar's link to it (issue 56); the mobile menu's "Identity Protection" passes its own words
    title: 'Identity Monitoring',
    entitlement: 'identityMonitoringLink',
    nav: {
      top: { label: 'Identity Monitoring', order: 40, entitlement: 'identityMonitoringLink' },
      mobile: { label: 'Identity Protection', order: 30, group: 'identity', entitlement: 'identityMonitoringLink' },
    },
  },
  // an identity alert's own page (issue 58 point 3): the page takes the alert's heading once it is loaded
  alert: {
    path: 'alerts/:alertId',
    title: 'Alert',
    params: { alertId: '[A-Za-z0-9_.-]+' },
  },
  // the credit freeze helper (issue 58 point 5), linked from the plans' freeze steps and the dark web dashboard
  creditFreeze: { path: 'credit-freeze', title: 'Credit Freeze Helper' },
  // everything exposed about the member, the worst first (issue 58 point 6): breaches, broker listings, the record
  exposures: { path: 'exposures', title: 'Your Exposure', entitlement: 'exposuresLink' },
  sexOffenderMonitoring: {
    path: 'sex-offender-monitoring',
    title: 'Sex Offender Watch',
    entitlement: 'dataMonitoringLinks',
    nav: {
      top: { label: 'Sex Offender Watch', order: 50, entitlement: 'dataMonitoringLinks' },
      mobile: { label: 'Sex Offender Watch', order: 60, entitlement: 'dataMonitoringLinks' },
    },
  },
  dataMonitoring: {
    path: 'data-monitoring',
    title: 'Report Monitoring',
    entitlement: 'dataMonitoringLinks',
    nav: {
      top: { label: 'Report Monitoring', order: 60, entitlement: 'dataMonitoringLinks' },
      mobile: { label: 'Report Monitoring', order: 70, entitlement: 'dataMonitoringLinks' },
    },
  },
  familyTree: {
    path: 'family-tree',
    title: 'Family Tree',
    entitlement: 'holds:person_report',
    nav: {
      top: { label: 'Family Tree', order: 70, entitlement: 'holds:person_report' },
      mobile: { label: 'Family Tree', order: 80, entitlement: 'holds:person_report' },
    },
  },
});
