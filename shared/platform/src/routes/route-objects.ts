import { createElement, type ComponentType } from 'react';
import type { RouteObject } from '@beacon/react-router';

import type { RouteEntry, RouteManifest } from './route-manifest';

/** One screen per route of a manifest: a missing or an extra screen is a type error. */
export type ScreensOf<M extends RouteManifest> = { [K in keyof M['routes']]: ComponentType };

/** A remote's route objects, relative to /dashboard where the host mounts it, built from its manifest. */
export function routeObjectsOf<R extends Record<string, RouteEntry>>(
  manifest: RouteManifest<R>,
  screens: ScreensOf<RouteManifest<R>>,
): RouteObject[] {
  const entries = Object.entries(manifest.routes) as Array<[keyof R & string, RouteEntry]>;
  return entries.map(([key, entry]) => ({
    // links keep spec §2.1's trailing slashes; matching ignores them
    path: entry.path.replace(/\/$/, ''),
    element: createElement(screens[key]),
  }));
}
