import { useLocation } from '@beacon/react-router';

import type { RouteEntry } from './route-manifest';

// A page is titled with the words of the link that opened it (issue 56): the top bar's "Identity Monitoring" and the
// mobile menu's "Identity Protection" (spec §2.3) open the same page, so the link says which it was, in the
// navigation state. A page loaded by its URL (or opened by another link) keeps its route's title.

/** The navigation state of a product link: its label. */
export interface LinkTitleState {
  linkTitle: string;
}

export function linkTitleState(label: string): LinkTitleState {
  return { linkTitle: label };
}

/** The labels a route's page may take: its own navigation entries' and the other links that lead to it. */
export function titlesOf(entry: RouteEntry): string[] {
  const navigation = entry.nav ? Object.values(entry.nav).map((nav) => nav.label) : [];
  return [entry.title, ...navigation, ...(entry.linkedAs ?? [])];
}

/**
 * The title of a route's page: the label in the navigation state when it is one of the route's own, otherwise the
 * route's title. Only the route's own words count, so a crafted history state cannot put other text on the page.
 */
export function routeTitle(entry: RouteEntry, state: unknown): string {
  const label = typeof state === 'object' && state !== null && 'linkTitle' in state ? state.linkTitle : null;
  return typeof label === 'string' && titlesOf(entry).includes(label) ? label : entry.title;
}

/** The title of the current route's page (see `routeTitle`). */
export function useRouteTitle(entry: RouteEntry): string {
  return routeTitle(entry, useLocation().state);
}
