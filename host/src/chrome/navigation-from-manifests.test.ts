import type { Account } from '@beacon/api';
import { paths } from '@beacon/platform';
import { BALANCE_ITEMS, entitlementsFrom, type Balances, type Entitlements } from '@beacon/session';

import { remotePrefixes } from '../routing/remote-prefixes';
import { makeAccount } from '../test-support/account-fixtures';
import { mobileLinks } from './mobile-links';
import { productLinks } from './product-links';

// The prefix table and both menus now come from the remotes' route manifests. These tests hold them to what the
// host wrote by hand before (issue 14): the same table, and for every combination of products the same links in the
// same order.

const FORMER_PREFIXES = {
  search: 'search',
  reports: 'reports',
  report: 'reports',
  'create-record': 'reports',
  'personal-data-protection': 'guardian',
  guardian: 'guardian',
  'online-protection': 'guardian',
  account: 'account',
  purchase: 'account',
  'dark-web': 'monitoring',
  'dark-web-monitoring': 'monitoring',
  'sex-offender-monitoring': 'monitoring',
  'data-monitoring': 'monitoring',
  'family-tree': 'monitoring',
  // issue 58: an alert's page, the credit freeze helper and the exposure view
  alerts: 'monitoring',
  'credit-freeze': 'monitoring',
  exposures: 'monitoring',
};

function formerTopLinks(entitlements: Entitlements, account: Account, selfSearch: string) {
  const links: Array<{ label: string; to: string }> = [];
  const ownReport = account.data.customers_report;
  if (entitlements.personalDataProtectionLink) {
    links.push({ label: 'Guardian Personal Data Protection', to: paths.personalDataProtection });
  } else if (entitlements.guardianLink) {
    links.push({
      label: 'Guardian',
      to: ownReport ? paths.guardianReport(String(account.id), String(ownReport.record_id)) : paths.guardianSetup,
    });
  } else {
    links.push({ label: 'Search For Yourself', to: selfSearch });
  }
  if (entitlements.darkWebMonitoringLink) links.push({ label: 'Dark Web Monitoring', to: paths.darkWeb });
  links.push({ label: 'Reports', to: paths.reports });
  if (entitlements.identityMonitoringLink) {
    links.push({ label: 'Identity Monitoring', to: paths.darkWebMonitoringDashboard });
  }
  if (entitlements.dataMonitoringLinks) {
    links.push({ label: 'Sex Offender Watch', to: paths.sexOffenderMonitoring });
    links.push({ label: 'Report Monitoring', to: paths.dataMonitoring });
  }
  if (entitlements.holds.person_report) links.push({ label: 'Family Tree', to: paths.familyTree });
  return links;
}

function formerMobileLinks(entitlements: Entitlements) {
  return [
    { label: 'Home', to: paths.dashboard, shown: true },
    { label: 'Reports', to: paths.reports, shown: true },
    entitlements.identityMonitoringLink
      ? { label: 'Identity Protection', to: paths.darkWebMonitoringDashboard, shown: true }
      : { label: 'Dark Web Monitoring', to: paths.darkWeb, shown: entitlements.darkWebMonitoringLink },
    { label: 'Guardian', to: paths.guardianSetup, shown: entitlements.guardianLink },
    {
      label: 'Personal Data Protection',
      to: paths.personalDataProtection,
      shown: entitlements.personalDataProtectionLink,
    },
    { label: 'Sex Offender Watch', to: paths.sexOffenderMonitoring, shown: entitlements.dataMonitoringLinks },
    { label: 'Report Monitoring', to: paths.dataMonitoring, shown: entitlements.dataMonitoringLinks },
    { label: 'Family Tree', to: paths.familyTree, shown: entitlements.holds.person_report },
  ]
    .filter((link) => link.shown)
    .map(({ label, to }) => ({ label, to }));
}

/** Every combination of held and not-held products. */
function everyBalances(): Balances[] {
  return Array.from({ length: 2 ** BALANCE_ITEMS.length }, (_unused, mask) =>
    Object.fromEntries(BALANCE_ITEMS.map((item, bit) => [item, mask & (1 << bit) ? null : 0])),
  );
}

function account(balances: Balances, ownReport: boolean): Account {
  return makeAccount({ balances, data: ownReport ? { customers_report: { record_id: 42, pointer: 'p' } } : {} });
}

describe('navigation and prefixes from the route manifests', () => {
  it('mounts each remote under the same first path segments as before', () => {
    expect(remotePrefixes).toEqual(FORMER_PREFIXES);
  });

  it.each([false, true])('shows the same top links for every combination of products (own report: %s)', (own) => {
    const user = { sub: '7', firstName: 'Ada', lastName: 'Lovelace' };
    for (const balances of everyBalances()) {
      const entitlements = entitlementsFrom(balances);
      const derived = productLinks(entitlements, account(balances, own), user);
      const selfSearch = derived.find((link) => link.opensSearchYourself)?.to ?? '';
      expect(derived.map(({ label, to }) => ({ label, to }))).toEqual(
        formerTopLinks(entitlements, account(balances, own), selfSearch),
      );
    }
  });

  it('shows the same mobile links for every combination of products', () => {
    for (const balances of everyBalances()) {
      const entitlements = entitlementsFrom(balances);
      expect(mobileLinks(entitlements)).toEqual(formerMobileLinks(entitlements));
    }
  });
});
