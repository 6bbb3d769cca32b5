import { paths } from '../paths';
import type { RouteEntry, RouteManifest } from './route-manifest';
import { remoteRouteManifests } from './remote-routes';

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
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function routePattern(entry: RouteEntry): string {
  const segments = entry.path
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':') ? `(?:${entry.params?.[segment.slice(1)] ?? '[^/]+'})` : escapeRegExp(segment),
    );
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
    ...manifests.flatMap((manifest) => Object.values(manifest.routes).map(routePattern)),
  ];
  return `^(?:${alternatives.join('|')})?/?$`;
}

const KNOWN_PAGE = new RegExp(knownPagePatternSource(), 'i');

/** Whether a decoded path (no query) is a page of the app; anything else is not found. */
export function isKnownPagePath(pathname: string): boolean {
  return KNOWN_PAGE.test(pathname);
}
