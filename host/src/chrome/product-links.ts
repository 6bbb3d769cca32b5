import { entitledNavigationLinks, guardianRoutes, paths, searchRoutes } from '@beacon/platform';
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

/** The top navigation bar of spec §2.3: the remotes' navigation entries the member is entitled to (spec §6). */
export function productLinks(entitlements: Entitlements, account: Account, user: SessionUser | null): ProductLink[] {
  const ownReport = account.data.customers_report;
  return entitledNavigationLinks('top', entitlements).map((link): ProductLink => {
    if (link.route === searchRoutes.routes.personSearch) {
      return { label: link.label, to: selfSearchPath(user), opensSearchYourself: true };
    }
    if (link.route === guardianRoutes.routes.guardianSetup && ownReport) {
      return { label: link.label, to: paths.guardianReport(String(account.id), String(ownReport.record_id)) };
    }
    return { label: link.label, to: link.to };
  });
}
