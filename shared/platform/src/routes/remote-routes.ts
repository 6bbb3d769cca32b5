import type { Entitlements } from '@beacon/validation';

import type { RemoteName } from '../remote-contract';
import { accountRoutes } from './account-routes';
import { guardianRoutes } from './guardian-routes';
import { monitoringRoutes } from './monitoring-routes';
import { reportsRoutes } from './reports-routes';
import {
  dashboardPath,
  isEntitled,
  type NavigationEntry,
  type NavigationMenu,
  type RouteEntry,
  type RouteManifest,
} from './route-manifest';
import { searchRoutes } from './search-routes';

// Everything the host knows about remote routes comes from the remotes' manifests: which remote owns a path, and
// which links the navigation offers.

export const remoteRouteManifests: readonly RouteManifest[] = [
  searchRoutes,
  reportsRoutes,
  guardianRoutes,
  accountRoutes,
  monitoringRoutes,
];

/** The remote that owns each first path segment under /dashboard. */
export function remotePrefixTable(
  manifests: readonly RouteManifest[] = remoteRouteManifests,
): Record<string, RemoteName> {
  const table: Record<string, RemoteName> = {};
  for (const manifest of manifests) {
    for (const entry of Object.values(manifest.routes)) {
      const segment = entry.path.split('/')[0];
      if (!segment) continue;
      const owner = table[segment];
      if (owner && owner !== manifest.remote) {
        throw new Error(`/dashboard/${segment} is claimed by both ${owner} and ${manifest.remote}`);
      }
      table[segment] = manifest.remote;
    }
  }
  return table;
}

export interface NavigationLink extends NavigationEntry {
  remote: RemoteName;
  route: RouteEntry;
  to: string;
}

/** The links of a menu, in order, for any member (before entitlements). */
export function navigationLinks(
  menu: NavigationMenu,
  manifests: readonly RouteManifest[] = remoteRouteManifests,
): NavigationLink[] {
  return manifests
    .flatMap((manifest) =>
      Object.values(manifest.routes).flatMap((route) => {
        const entry = route.nav?.[menu];
        return entry ? [{ ...entry, remote: manifest.remote, route, to: dashboardPath(route) }] : [];
      }),
    )
    .sort((a, b) => a.order - b.order);
}

/** The links a member sees: entitled ones, and of each group only the first the member is entitled to. */
export function entitledNavigationLinks(
  menu: NavigationMenu,
  entitlements: Entitlements,
  manifests: readonly RouteManifest[] = remoteRouteManifests,
): NavigationLink[] {
  const groupsTaken = new Set<string>();
  return navigationLinks(menu, manifests).filter((link) => {
    if (!isEntitled(entitlements, link.entitlement)) return false;
    if (link.group === undefined) return true;
    if (groupsTaken.has(link.group)) return false;
    groupsTaken.add(link.group);
    return true;
  });
}
