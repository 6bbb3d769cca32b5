import type { RemoteName } from '../remote-contract';
import { isKnownPagePath } from './known-page-paths';
import type { RouteManifest } from './route-manifest';
import { remoteRouteManifests } from './remote-routes';

// What a page's first screen needs, as named chunk groups of the builds (tooling/webpack/preload-manifest-plugin.mjs
// lists their files): the edge adds a preload hint for each, so the browser fetches them with the host's first
// script instead of one after another (issue 19, "no waterfall"). A wrong guess costs bytes, never correctness.

/** The host's shared libraries and @beacon/* packages: every page starts with them. */
const HOST_STARTUP = ['framework', 'platform'];

export interface PreloadPlan {
  /** named chunk groups of the host's build */
  host: string[];
  /** per remote: named chunk groups of its build (exposed modules, the route's screen) */
  remotes: { remote: RemoteName; groups: string[] }[];
}

/** The chunk group of an exposed module in a remote's build. */
export const exposeGroup = (exposed: string) => `__federation_expose_${exposed}`;

/** The chunk group of a remote route's screen (its routes module names the chunk by route key). */
export const screenGroup = (routeKey: string) => `screen-${routeKey}`;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The parameters of a path relative to /dashboard when a manifest path ('reports/:recordId', trailing slash or not)
 * matches it, else null.
 */
export function matchRoutePath(pattern: string, path: string): Record<string, string> | null {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(path);
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    const value = actual[index] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(value);
    else if (segment !== value) return null;
  }
  return params;
}

export interface RemoteRouteMatch {
  remote: RemoteName;
  /** the route's key in its remote's manifest */
  key: string;
  params: Record<string, string>;
}

/** The remote route a /dashboard path opens, if a remote owns it. */
export function matchRemoteRoute(
  pathname: string,
  manifests: readonly RouteManifest[] = remoteRouteManifests,
): RemoteRouteMatch | null {
  const match = /^\/dashboard\/(.+)$/.exec(pathname);
  if (!match?.[1]) return null;
  for (const manifest of manifests) {
    for (const [key, entry] of Object.entries(manifest.routes)) {
      const params = matchRoutePath(entry.path, match[1]);
      if (params) return { remote: manifest.remote, key, params };
    }
  }
  return null;
}

/** The chunk groups of the first screen of `pathname`. */
export function preloadPlan(pathname: string): PreloadPlan {
  const path = pathname.replace(/\/+$/, '') || '/';
  // a path that is no page (answered with 404) shows only the Not Found page, whatever remote its prefix names
  if (!isKnownPagePath(path)) return { host: [...HOST_STARTUP, 'page-not-found'], remotes: [] };
  if (path === '/login') return { host: [...HOST_STARTUP, 'forms', 'page-login'], remotes: [] };
  if (path === '/dashboard') {
    // The home page holds the search remote's panel (a form).
    return {
      host: [...HOST_STARTUP, 'forms', 'page-dashboard-home'],
      remotes: [{ remote: 'search', groups: [exposeGroup('SearchPanel')] }],
    };
  }
  const route = matchRemoteRoute(path);
  if (!route) return { host: HOST_STARTUP, remotes: [] };
  return {
    host: HOST_STARTUP,
    remotes: [{ remote: route.remote, groups: [exposeGroup('routes'), screenGroup(route.key)] }],
  };
}
