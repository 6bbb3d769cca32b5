import { searchRoutes, routeObjectsOf, type RemoteRoutesModule, type ScreensOf } from '@beacon/platform';
import { lazyScreen } from '@beacon/ui';

// The routes are the remote's manifest in @beacon/platform (paths relative to /dashboard, titles, entitlements,
// navigation); this file gives each its screen, each screen its own chunk, named
// screen-<route key> so that the edge can preload a route's screen with its page (deploy/src/edge/preload-hints.ts).
const PersonSearchResultsScreen = lazyScreen(
  () => import(/* webpackChunkName: "screen-personSearch" */ '../features/person-results/person-results-screen'),
);

const screens: ScreensOf<typeof searchRoutes> = {
  personSearch: PersonSearchResultsScreen,
};

export const routes = routeObjectsOf(searchRoutes, screens);

export default { routes } satisfies RemoteRoutesModule;
