import type { BalanceItem, Entitlements } from '@beacon/validation';

import type { RemoteName } from '../remote-contract';

// What a remote's routes are, declared once (issue 14): the remote maps them to its screens, the host mounts the
// remote under their first path segments and builds its navigation from them, `paths` links to them, and the
// browser tests visit them. Plain data: the host, every remote and the tests may import it.

/** A rule of spec §6: one of the entitlements' link flags, or an item the member must hold. */
export type EntitlementRule = Exclude<keyof Entitlements, 'holds'> | `holds:${BalanceItem}`;

export type NavigationMenu = 'top' | 'mobile';

export interface NavigationEntry {
  label: string;
  /** position in the menu, lower first */
  order: number;
  /** shown only with this entitlement; without one, always */
  entitlement?: EntitlementRule;
  /** entries of one group take one place: the first (by order) the member is entitled to is shown */
  group?: string;
}

export interface RouteEntry {
  /** under /dashboard, as spec §2.1 writes it (a trailing slash is kept for links); `:name` marks a parameter */
  path: string;
  /** the page's heading (and document title) when it is loaded by its URL */
  title: string;
  /**
   * What a parameter's value must look like for the page to exist, as a regular expression source that reads the same
   * in JavaScript and in nginx (no braces, no flags); without one, any single path segment. A URL outside it is not
   * found: the edge answers 404 (see known-page-paths.ts).
   */
  params?: Partial<Record<string, string>>;
  /**
   * The labels of links elsewhere than the route's own navigation entries that lead to it; opened by one, the page
   * takes its words as its title (see `route-title.ts`).
   */
  linkedAs?: readonly string[];
  /** what the member must hold for the route's product (spec §6), if anything */
  entitlement?: EntitlementRule;
  /** the route's entries in the product navigation, if any */
  nav?: Partial<Record<NavigationMenu, NavigationEntry>>;
}

export interface RouteManifest<R extends Record<string, RouteEntry> = Record<string, RouteEntry>> {
  remote: RemoteName;
  routes: R;
}

/** Declares a remote's routes, keeping each path's literal type (so links name their parameters). */
export function defineRoutes<const R extends Record<string, RouteEntry>>(
  remote: RemoteName,
  routes: R,
): RouteManifest<R> {
  return { remote, routes };
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The link of a route without parameters. */
export function dashboardPath(entry: RouteEntry): string {
  return `/dashboard/${entry.path}`;
}

/** The link of a route with its parameters filled in, each URL-encoded. */
export function fillPath<P extends string>(entry: { path: P }, params: Record<ParamNames<P>, string>): string {
  const values: Record<string, string> = params;
  return `/dashboard/${entry.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(values[name] ?? ''))}`;
}

/** Whether the member's entitlements satisfy a rule (no rule: everyone). */
export function isEntitled(entitlements: Entitlements, rule: EntitlementRule | undefined): boolean {
  if (rule === undefined) return true;
  if (rule.startsWith('holds:')) return entitlements.holds[rule.slice('holds:'.length) as BalanceItem];
  return entitlements[rule as Exclude<keyof Entitlements, 'holds'>];
}
