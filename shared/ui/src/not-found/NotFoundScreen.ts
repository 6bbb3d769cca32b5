import { lazyScreen } from '../lazy-screen';

/**
 * The Not Found page as a lazily loaded screen (spec §2.3). It lives in this shared singleton so that the host's
 * routes and the remotes' screens (a report id that does not exist) show the same page from one chunk, the one of
 * the build that provides @beacon/ui (the host's). The chunk name lets the edge preload it with a 404 page.
 */
export const NotFoundScreen = lazyScreen(() => import(/* webpackChunkName: "page-not-found" */ './NotFoundPage'));
