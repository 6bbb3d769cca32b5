import { defineRoutes } from './route-manifest';

// The Guardian remote's routes (spec §2.1, §2.3): personal data protection and its setup.
export const guardianRoutes = defineRoutes('guardian', {
  personalDataProtection: {
    path: 'personal-data-protection',
    title: 'Personal Data Protection',
    entitlement: 'personalDataProtectionLink',
    nav: {
      top: {
        label: 'Guardian Personal Data Protection',
        order: 10,
        group: 'protection',
        entitlement: 'personalDataProtectionLink',
      },
      mobile: { label: 'Personal Data Protection', order: 50, entitlement: 'personalDataProtectionLink' },
    },
  },
  guardianSetup: {
    path: 'guardian/online-protection/setup',
    title: 'Guardian Setup',
    entitlement: 'guardianLink',
    nav: {
      // the top bar's Guardian goes to the member's protected report once there is one (the host fills that in)
      top: { label: 'Guardian', order: 11, group: 'protection', entitlement: 'guardianLink' },
      mobile: { label: 'Guardian', order: 40, entitlement: 'guardianLink' },
    },
  },
  guardianSetupResults: { path: 'guardian/online-protection/setup/results', title: 'Guardian Scan Results' },
  guardianSetupIdm: { path: 'guardian/online-protection/setup/idm', title: 'Identity Monitoring Setup' },
  guardianSetupInitialResults: {
    path: 'guardian/online-protection/setup/initial-results',
    title: 'Guardian Initial Results',
  },
  guardianReport: {
    path: 'guardian/report/:memberId/person/:recordId',
    title: 'Guardian Report',
    // the top bar's Guardian link, once the member's own report is confirmed (spec §6)
    linkedAs: ['Guardian'],
  },
  // a family member of the add-on has no report of the account's own: their results live under their member id
  protectionMember: { path: 'personal-data-protection/members/:protectionMemberId', title: 'Protection Report' },
  intermediaryEnroll: { path: 'online-protection/intermediary-enroll/', title: 'Activating Guardian' },
});
