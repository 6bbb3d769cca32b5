import { searchRoutes, routeObjectsOf, type RemoteRoutesModule, type ScreensOf } from '@beacon/platform';
import { personSearchQueryOptions } from '@beacon/api';
import { lazyScreen } from '@beacon/ui';

import { readPersonQuery } from '../features/person-results/read-person-query';

// The routes are the remote's manifest in @beacon/platform (paths relative to /dashboard, titles, entitlements,
// navigation); this file gives each its screen, each screen its own chunk, named
// screen-<route key> so that the edge can preload a route's screen with its page (deploy/src/edge/html-shell.ts).
const PersonSearchResultsScreen = lazyScreen(
  () => import(/* webpackChunkName: "screen-personSearch" */ '../features/person-results/person-results-screen'),
);

const screens: ScreensOf<typeof searchRoutes> = {
  personSearch: PersonSearchResultsScreen,
};

export const routes = routeObjectsOf(searchRoutes, screens);

// The results start loading with the screen's code, from the same query string the screen reads.
export const prefetch: RemoteRoutesModule['prefetch'] = {
  personSearch: (_params, queryClient, search) => {
    const { query } = readPersonQuery(search);
    if (query) void queryClient.prefetchQuery(personSearchQueryOptions(query));
  },
};
