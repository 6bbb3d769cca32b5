import { paths } from '@beacon/platform';
import type { Entitlements, SessionUser } from '@beacon/session';
import type { Account } from '@beacon/api';

export interface ProductLink {
  label: string;
  to: string;
  /** Opens the Search Yourself modal instead of navigating (the path stays as a fallback). */
  opensSearchYourself?: boolean;
}

function selfSearchPath(user: SessionUser | null): string {
  const params = new URLSearchParams({ first: user?.firstName ?? '', last: user?.lastName ?? '', type: 'self' });
  return `${paths.personSearch}?${params.toString()}`;
}

/** The top navigation bar of spec §2.3, each item shown by entitlement (spec §6). */
export function productLinks(entitlements: Entitlements, account: Account, user: SessionUser | null): ProductLink[] {
  const links: ProductLink[] = [];
  const ownReport = account.data.customers_report;
  if (entitlements.personalDataProtectionLink) {
    links.push({ label: 'Guardian Personal Data Protection', to: paths.personalDataProtection });
  } else if (entitlements.guardianLink) {
    links.push({
      label: 'Guardian',
      to: ownReport ? paths.guardianReport(String(account.id), String(ownReport.record_id)) : paths.guardianSetup,
    });
  } else {
    links.push({ label: 'Search For Yourself', to: selfSearchPath(user), opensSearchYourself: true });
  }
  if (entitlements.darkWebMonitoringLink) links.push({ label: 'Dark Web Monitoring', to: paths.darkWeb });
  links.push({ label: 'Reports', to: paths.reports });
  if (entitlements.identityProtectionLink) {
    links.push({ label: 'Identity Monitoring', to: paths.darkWebMonitoringDashboard });
  }
  if (entitlements.dataMonitoringLinks) {
    links.push({ label: 'Sex Offender Watch', to: paths.sexOffenderMonitoring });
    links.push({ label: 'Report Monitoring', to: paths.dataMonitoring });
  }
  if (entitlements.holds.person_report) links.push({ label: 'Family Tree', to: paths.familyTree });
  return links;
}
