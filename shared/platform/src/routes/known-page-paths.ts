import { paths } from '../paths';
import type { RouteEntry, RouteManifest } from './route-manifest';
import { remoteRouteManifests } from './remote-routes';
import { reportsRoutes } from './reports-routes';

// Which paths are pages of the app (issue 56): the edge answers every other non-API path with the app's Not Found
// page and status 404, nginx does the same from the pattern below (deploy/nginx/beacon.conf, checked by
// deploy/src/nginx/nginx-config.test.ts), and the host shows Not Found for them without asking for a session.

/**
 * The host's own pages (spec §2.1, and the public legal pages). /dashboard/not-found is not one: it is the Not Found
 * page, and whoever asks for it gets a 404.
 */
export const HOST_PAGE_PATHS: readonly string[] = [
  paths.root,
  paths.login,
  paths.logout,
  paths.termsOfUse,
  paths.privacyPolicy,
  paths.optOut,
  paths.optOutConfirm,
  paths.dashboard,
  paths.faqs,
  paths.contact,
  paths.help,
  paths.removalResults,
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route's path as a pattern; a parameter named in `captures` is a named group of that name. */
function routePattern(entry: RouteEntry, captures: Record<string, string> = {}): string {
  const segments = entry.path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return escapeRegExp(segment);
      const name = segment.slice(1);
      const group = captures[name];
      return `(${group ? `?<${group}>` : '?:'}${entry.params?.[name] ?? '[^/]+'})`;
    });
  return `/dashboard/${segments.join('/')}`;
}

/**
 * One regular expression source for every page path (decoded, without the query), either trailing slash. It reads
 * the same in JavaScript and in nginx's PCRE, and is matched case-insensitively, as the router matches routes. The
 * root is the empty alternative before the optional slash.
 */
export function knownPagePatternSource(manifests: readonly RouteManifest[] = remoteRouteManifests): string {
  const alternatives = [
    ...HOST_PAGE_PATHS.filter((path) => path !== paths.root).map(escapeRegExp),
    ...manifests.flatMap((manifest) => Object.values(manifest.routes).map((entry) => routePattern(entry))),
  ];
  return `^(?:${alternatives.join('|')})?/?$`;
}

const KNOWN_PAGE = new RegExp(knownPagePatternSource(), 'i');

/** Whether a decoded path (no query) is a page of the app; anything else is not found. */
export function isKnownPagePath(pathname: string): boolean {
  return KNOWN_PAGE.test(pathname);
}

/**
 * The report page of one record (`/dashboard/reports/{recordId}`), its id captured in the named group given: whether
 * that record exists only the API knows, for the member whose session cookie the page request carries, so the edge
 * and nginx ask it (GET /v1/me/records/{recordId}/exists) and answer a missing one with 404 (decision 004). The same
 * in JavaScript and nginx, matched case-insensitively like every page path.
 */
export function reportPagePatternSource(group = 'recordId'): string {
  return `^${routePattern(reportsRoutes.routes.recordReport, { recordId: group })}/?$`;
}

const REPORT_PAGE = new RegExp(reportPagePatternSource(), 'i');

/** The record id of a report page's decoded path, as its URL carries it (digits or their base64 form). */
export function reportPageRecordId(pathname: string): string | undefined {
  return REPORT_PAGE.exec(pathname)?.groups?.['recordId'];
}
