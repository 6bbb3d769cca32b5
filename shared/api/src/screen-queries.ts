import type { Query } from '@tanstack/react-query';

import { isApiError } from './api-error';

// A screen's own data (the records list, a report, search results) cannot be shown while the API is down, so such a
// query fails into the route's error boundary: the spec's route-level screen (§2.3) with "Click here to reload the
// page and try again.". Everything else (the chrome's account, notifications, side panels) keeps its inline
// handling, so the header and navigation stay usable during an outage.

/** `meta` of a query whose data is what its screen is for. */
export const SCREEN_QUERY_META = { screen: true } as const;

const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

/** The API or the edge in front of it could not answer: gateway errors, or no answer at all. */
export function isServiceUnavailable(error: unknown): boolean {
  if (isApiError(error)) return UNAVAILABLE_STATUSES.has(error.statusCode);
  return error instanceof TypeError;
}

/**
 * `throwOnError` of the one QueryClient: a screen query with nothing to show fails into the error boundary when the
 * service is unavailable. Data already on screen stays there when a refetch fails.
 */
export function throwScreenQueryWhenUnavailable(error: unknown, query: Pick<Query, 'meta' | 'state'>): boolean {
  return query.meta?.['screen'] === true && query.state.data === undefined && isServiceUnavailable(error);
}
